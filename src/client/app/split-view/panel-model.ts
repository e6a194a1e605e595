/**
 * Split view: the rules as pure functions, so they are tested without a
 * browser. The components only render what these return.
 */

export type Panel = { id: string; width: number; path: string; isMaximized: boolean };
export type SplitState = { enabled: boolean; panels: Panel[] };

export const MAX_PANELS = 3;
export const MIN_WIDTH = 20;
export const MAX_WIDTH = 80;
/** The first panel's path is compared with the browser's this often. */
export const PATH_CHECK_MS = 300;
export const DEFAULT_PATH = '/dashboard';
export const INITIAL_STATE: SplitState = { enabled: false, panels: [] };

export type SectionId =
  | 'dashboard'
  | 'subjects'
  | 'ai-tools'
  | 'flashcards'
  | 'mind-maps'
  | 'notes'
  | 'exams';
export type Section = { id: SectionId; label: string; path: string };

/** The tab bar of every panel, in the product's order. `path` is the app's real route for the section. */
export const PANEL_SECTIONS: readonly Section[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { id: 'subjects', label: 'Subjects', path: '/subjects' },
  { id: 'ai-tools', label: 'AI tools', path: '/ai-tools' },
  { id: 'flashcards', label: 'Flashcards', path: '/flashcards' },
  { id: 'mind-maps', label: 'Mind Maps', path: '/mindmaps' },
  { id: 'notes', label: 'Notes', path: '/notes' },
  { id: 'exams', label: 'Exams', path: '/exams' },
];

// The product names the mind-map section `mind-maps`; the app's route is `/mindmaps`. The AI generators live
// under `/ai/...` and belong to the AI tools tab.
const SEGMENT_TO_SECTION: Record<string, SectionId> = {
  ...Object.fromEntries(PANEL_SECTIONS.map((s) => [s.id, s.id])),
  mindmaps: 'mind-maps',
  ai: 'ai-tools',
};

const MAX_PATH_LENGTH = 512;

/** The first segment of a path, lower-cased: `/Notes/abc?x=1` -> `notes`. */
function firstSegment(path: string): string {
  return (
    (path.split(/[?#]/)[0] ?? '')
      .split('/')
      .find((s) => s !== '')
      ?.toLowerCase() ?? ''
  );
}

/** The tab a path belongs to, or null when its first segment names none of them. */
export function sectionOf(path: string): SectionId | null {
  return Object.hasOwn(SEGMENT_TO_SECTION, firstSegment(path))
    ? (SEGMENT_TO_SECTION[firstSegment(path)] ?? null)
    : null;
}

/** An in-app path, or null: stored or typed values must not become a link to another site or a script. */
function cleanPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_PATH_LENGTH) return null;
  // `//host` is another origin; backslashes and control characters have no place in our routes.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return [...raw].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) ? null : raw;
}

/**
 * The path a panel shows: the product's `mind-maps` is the app's `/mindmaps`; an empty path, one
 * that is not an in-app path, or one no panel screen answers (`isPanelRoute`) falls back to the dashboard.
 */
export function resolvePanelPath(raw: unknown, isPanelRoute: (path: string) => boolean): string {
  const clean = cleanPath(raw);
  if (clean === null || clean === '/' || clean === '') return DEFAULT_PATH;
  const path = firstSegment(clean) === 'mind-maps' ? clean.replace(/^\/mind-maps/i, '/mindmaps') : clean;
  return isPanelRoute(path) ? path : DEFAULT_PATH;
}

/** `n` shares of 100 that add up to exactly 100 (the last one takes the rounding). */
export function equalWidths(n: number): number[] {
  if (n <= 0) return [];
  const share = Math.round((100 / n) * 1000) / 1000;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? round(100 - share * (n - 1)) : share));
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function withEqualWidths(panels: Panel[]): Panel[] {
  const widths = equalWidths(panels.length);
  return panels.map((p, i) => ({ ...p, width: widths[i] ?? 100 }));
}

let idCounter = 0;
/** Unique within a page and across reloads (stored ids come back); no crypto: plain http has no randomUUID. */
export function newPanelId(): string {
  idCounter += 1;
  return `panel-${Date.now().toString(36)}-${idCounter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Turns split view on (panel 1 shows the current page) or off (the panels are kept for next time). */
export function toggle(state: SplitState, currentPath: string, makeId = newPanelId): SplitState {
  if (state.enabled) return { ...state, enabled: false };
  const panels =
    state.panels.length > 0
      ? state.panels.map((p, i) => (i === 0 ? { ...p, path: currentPath } : p))
      : [{ id: makeId(), width: 100, path: currentPath, isMaximized: false }];
  return { enabled: true, panels };
}

/** A new panel on the dashboard; all panels share the width equally; nothing stays maximised, or it would hide it. */
export function addPanel(state: SplitState, makeId = newPanelId): SplitState {
  if (state.panels.length >= MAX_PANELS) return state;
  const panels = [...state.panels, { id: makeId(), width: 0, path: DEFAULT_PATH, isMaximized: false }];
  return { ...state, panels: withEqualWidths(panels.map((p) => ({ ...p, isMaximized: false }))) };
}

/** Closing the last panel leaves split view; otherwise the rest share the width equally. */
export function closePanel(state: SplitState, id: string): SplitState {
  const panels = state.panels.filter((p) => p.id !== id);
  if (panels.length === state.panels.length) return state;
  if (panels.length === 0) return INITIAL_STATE;
  return { ...state, panels: withEqualWidths(panels) };
}

/** Maximises a panel (the others are hidden), or restores it when it already is. */
export function toggleMaximized(state: SplitState, id: string): SplitState {
  const target = state.panels.find((p) => p.id === id);
  if (!target) return state;
  const maximize = !target.isMaximized;
  return { ...state, panels: state.panels.map((p) => ({ ...p, isMaximized: maximize && p.id === id })) };
}

export function setPanelPath(state: SplitState, id: string, path: string): SplitState {
  const target = state.panels.find((p) => p.id === id);
  if (!target || target.path === path) return state;
  return { ...state, panels: state.panels.map((p) => (p.id === id ? { ...p, path } : p)) };
}

/** Panel 1 follows the browser (links and history route inside the first panel). */
export function followBrowser(state: SplitState, path: string): SplitState {
  const first = state.panels[0];
  return first ? setPanelPath(state, first.id, path) : state;
}

/** Widths the divider produced, kept only when they are a valid layout for these panels. */
export function setWidths(state: SplitState, widths: Record<string, number>): SplitState {
  const next = state.panels.map((p) => widths[p.id]);
  if (!validWidths(next)) return state;
  if (next.every((w, i) => Math.abs(w - (state.panels[i]?.width ?? 0)) < 0.001)) return state;
  return { ...state, panels: state.panels.map((p, i) => ({ ...p, width: round(next[i] ?? p.width) })) };
}

/** Every width a number within the limits, adding up to 100 (one panel is simply 100). */
export function validWidths(widths: readonly (number | undefined)[]): widths is number[] {
  if (widths.length === 0 || widths.some((w) => typeof w !== 'number' || !Number.isFinite(w))) return false;
  const ws = widths as number[];
  if (Math.abs(ws.reduce((a, b) => a + b, 0) - 100) > 0.5) return false;
  return ws.length === 1 || ws.every((w) => w >= MIN_WIDTH - 0.01 && w <= MAX_WIDTH + 0.01);
}

const EPSILON = 0.01;

/**
 * A divider moves the two panels beside it and keeps their combined width. The divider library
 * instead pushes on into the next panel once a neighbour reaches its minimum, so its proposal is corrected
 * here: the one panel that grew is beside the divider that moved, on the side of the panels that shrank;
 * it takes from that neighbour alone, down to the minimum, and every other panel keeps its width.
 */
export function keepPairWidths(prev: readonly number[], next: readonly number[]): number[] {
  if (prev.length !== next.length || prev.length < 3) return [...next];
  const delta = next.map((w, i) => w - (prev[i] ?? w));
  const grew = delta.flatMap((d, i) => (d > EPSILON ? [i] : []));
  const shrank = delta.flatMap((d, i) => (d < -EPSILON ? [i] : []));
  if (grew.length !== 1 || shrank.length === 0) return [...next];
  const g = grew[0]!;
  const right = shrank.every((i) => i > g);
  if (!right && !shrank.every((i) => i < g)) return [...next];
  const n = right ? g + 1 : g - 1;
  const amount = Math.min(delta[g]!, Math.max(0, prev[n]! - MIN_WIDTH), Math.max(0, MAX_WIDTH - prev[g]!));
  const result = [...prev];
  result[g] = round(prev[g]! + amount);
  result[n] = round(prev[n]! - amount);
  return result;
}

/**
 * What localStorage held, checked field by field (it may be corrupt, old or hand-edited): anything that is
 * not a valid split view falls back to the defaults; a path no panel shows falls back to the dashboard.
 */
export function parseStoredState(raw: string | null, isPanelRoute: (path: string) => boolean): SplitState {
  if (raw === null) return INITIAL_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return INITIAL_STATE;
  }
  if (!isRecord(value) || typeof value.enabled !== 'boolean' || !Array.isArray(value.panels)) {
    return INITIAL_STATE;
  }
  const list: unknown[] = value.panels;
  if (list.length > MAX_PANELS || (value.enabled && list.length === 0)) return INITIAL_STATE;
  const panels: Panel[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.id !== 'string' || !/^[\w-]{1,80}$/.test(item.id))
      return INITIAL_STATE;
    if (panels.some((p) => p.id === item.id)) return INITIAL_STATE;
    panels.push({
      id: item.id,
      width: typeof item.width === 'number' ? item.width : Number.NaN,
      path: resolvePanelPath(item.path, isPanelRoute),
      isMaximized: item.isMaximized === true,
    });
  }
  // Widths that do not make a layout are shared equally rather than refused: the panels are still good.
  const fixed = validWidths(panels.map((p) => p.width)) ? panels : withEqualWidths(panels);
  // At most one maximised panel, and only when there is something to hide.
  const firstMax = fixed.length > 1 ? fixed.findIndex((p) => p.isMaximized) : -1;
  return {
    enabled: value.enabled,
    panels: fixed.map((p, i) => ({ ...p, isMaximized: i === firstMax })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
