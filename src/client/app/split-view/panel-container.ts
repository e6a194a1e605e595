/**
 * Each split-view panel is a CSS size container named `panel`. Screens keep their window-width breakpoints and
 * add these queries, which match only inside a panel narrower than the given width: three panels at 1440 px
 * leave a screen about 470 px, where desktop layouts (six filters in a row, four stat cards) do not fit.
 * Outside split view there is no such container, so the queries never match.
 */
export const PANEL_CONTAINER = { containerType: 'inline-size', containerName: 'panel' } as const;

export const inPanelNarrowerThan = (px: number) => `@container panel (max-width: ${px - 0.02}px)`;
