import {
  type DashboardSettings,
  DEFAULT_DASHBOARD_SETTINGS,
  dashboardSettings,
} from '@shared/contracts/account';

// The dashboard layout: kept on the server, with a copy in this
// browser under one storage key, so the dashboard draws at once and still works if the server is slow.

export const STORAGE_KEY = 'dashboardSettings';
export type Section = DashboardSettings['dashboardSections'][number];
export type QuickAction = DashboardSettings['quickActions'][number];

/**
 * Settings as this version of Ratio can draw them: the user's choices (visible, order) for the sections and
 * quick actions it knows, defaults for any added since they were saved, and nothing it cannot draw. Names,
 * icons and links always come from the defaults, so a renamed action never shows a stale label.
 */
export function mergeWithDefaults(saved: DashboardSettings | null | undefined): DashboardSettings {
  const defaults = DEFAULT_DASHBOARD_SETTINGS;
  if (!saved) return structuredClone(defaults);
  const savedSections = new Map(saved.dashboardSections.map((s) => [s.id, s]));
  const known = defaults.dashboardSections.map((section) => {
    const mine = savedSections.get(section.id);
    return {
      ...section,
      visible: mine?.visible ?? section.visible,
      order: mine ? mine.order : 1000 + section.order,
    };
  });
  const dashboardSections = renumber(known.sort((a, b) => a.order - b.order));

  const savedActions = new Map(saved.quickActions.map((a, index) => [a.id, { action: a, index }]));
  const quickActions = defaults.quickActions
    .map((action, index) => {
      const mine = savedActions.get(action.id);
      return {
        action: { ...action, visible: mine?.action.visible ?? action.visible },
        rank: mine ? mine.index : 1000 + index,
      };
    })
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.action);
  return { dashboardSections, quickActions };
}

function renumber(sections: Section[]): Section[] {
  return sections.map((section, order) => ({ ...section, order }));
}

export function orderedSections(settings: DashboardSettings): Section[] {
  return [...settings.dashboardSections].sort((a, b) => a.order - b.order);
}

function swap<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || target < 0 || index >= items.length || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function moveSection(settings: DashboardSettings, id: string, delta: -1 | 1): DashboardSettings {
  const sections = orderedSections(settings);
  return {
    ...settings,
    dashboardSections: renumber(
      swap(
        sections,
        sections.findIndex((s) => s.id === id),
        delta,
      ),
    ),
  };
}

export function toggleSection(settings: DashboardSettings, id: string): DashboardSettings {
  return {
    ...settings,
    dashboardSections: settings.dashboardSections.map((s) =>
      s.id === id ? { ...s, visible: !s.visible } : s,
    ),
  };
}

export function moveQuickAction(settings: DashboardSettings, id: string, delta: -1 | 1): DashboardSettings {
  const index = settings.quickActions.findIndex((a) => a.id === id);
  return { ...settings, quickActions: swap(settings.quickActions, index, delta) };
}

export function toggleQuickAction(settings: DashboardSettings, id: string): DashboardSettings {
  return {
    ...settings,
    quickActions: settings.quickActions.map((a) => (a.id === id ? { ...a, visible: !a.visible } : a)),
  };
}

/** The local copy, if there is a readable one. */
export function readLocal(storage: Pick<Storage, 'getItem'>): DashboardSettings | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = dashboardSettings.safeParse(JSON.parse(raw));
    return parsed.success ? mergeWithDefaults(parsed.data) : null;
  } catch {
    // Storage blocked (private mode) or a broken value: act as if there were none.
    return null;
  }
}

export function writeLocal(storage: Pick<Storage, 'setItem'>, settings: DashboardSettings): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // A full or blocked storage only loses the local copy; the server still has the settings.
  }
}
