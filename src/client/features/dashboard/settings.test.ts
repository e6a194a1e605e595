import { type DashboardSettings, DEFAULT_DASHBOARD_SETTINGS } from '@shared/contracts/account';
import { describe, expect, it } from 'vitest';
import {
  mergeWithDefaults,
  moveQuickAction,
  moveSection,
  orderedSections,
  readLocal,
  STORAGE_KEY,
  toggleQuickAction,
  toggleSection,
  writeLocal,
} from './settings';

const ids = (settings: DashboardSettings) => orderedSections(settings).map((s) => s.id);
const defaults = () => structuredClone(DEFAULT_DASHBOARD_SETTINGS);

describe('dashboard settings merge', () => {
  it('starts from the default section ids in their default order', () => {
    expect(ids(mergeWithDefaults(null))).toEqual([
      'welcome',
      'stats',
      'exams',
      'readiness',
      'progress',
      'quickActions',
      'subjects',
    ]);
    expect(mergeWithDefaults(null).quickActions.map((a) => a.id)).toEqual([
      'studySession',
      'manageFlashcards',
      'importFlashcards',
      'aiTools',
    ]);
  });

  it('keeps the user’s order and visibility, adds new defaults at the end and drops unknown ids', () => {
    const saved: DashboardSettings = {
      dashboardSections: [
        { id: 'subjects', name: 'Old name', visible: true, order: 0 },
        { id: 'welcome', name: 'Welcome', visible: false, order: 1 },
        { id: 'retired', name: 'Retired', visible: true, order: 2 },
      ],
      quickActions: [{ ...defaults().quickActions[3]!, name: 'Old', visible: false }],
    };
    const merged = mergeWithDefaults(saved);
    expect(ids(merged)).toEqual([
      'subjects',
      'welcome',
      'stats',
      'exams',
      'readiness',
      'progress',
      'quickActions',
    ]);
    expect(merged.dashboardSections.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(merged.dashboardSections.find((s) => s.id === 'welcome')?.visible).toBe(false);
    expect(merged.dashboardSections.find((s) => s.id === 'subjects')?.name).toBe('Your Subjects');
    expect(merged.quickActions.map((a) => [a.id, a.visible, a.name])).toEqual([
      ['aiTools', false, 'AI Tools'],
      ['studySession', true, 'Study Session'],
      ['manageFlashcards', true, 'Manage Flashcards'],
      ['importFlashcards', true, 'Import Flashcards'],
    ]);
  });
});

describe('customising', () => {
  it('moves sections up and down, and not past either end', () => {
    const start = mergeWithDefaults(null);
    expect(ids(moveSection(start, 'exams', 1))).toEqual([
      'welcome',
      'stats',
      'readiness',
      'exams',
      'progress',
      'quickActions',
      'subjects',
    ]);
    expect(ids(moveSection(start, 'welcome', -1))).toEqual(ids(start));
    expect(ids(moveSection(start, 'subjects', 1))).toEqual(ids(start));
  });

  it('hides and shows sections and quick actions, and reorders actions', () => {
    const start = mergeWithDefaults(null);
    const hidden = toggleSection(start, 'exams');
    expect(hidden.dashboardSections.find((s) => s.id === 'exams')?.visible).toBe(false);
    expect(toggleSection(hidden, 'exams')).toEqual(start);
    const actions = moveQuickAction(toggleQuickAction(start, 'aiTools'), 'importFlashcards', -1);
    expect(actions.quickActions.map((a) => `${a.id}:${a.visible}`)).toEqual([
      'studySession:true',
      'importFlashcards:true',
      'manageFlashcards:true',
      'aiTools:false',
    ]);
  });
});

describe('the local copy', () => {
  const memory = () => {
    const store = new Map<string, string>();
    return {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      store,
    };
  };

  it('is kept under one key and read back merged', () => {
    const storage = memory();
    const changed = toggleSection(mergeWithDefaults(null), 'stats');
    writeLocal(storage, changed);
    expect([...storage.store.keys()]).toEqual([STORAGE_KEY]);
    expect(readLocal(storage)).toEqual(changed);
  });

  it('ignores a broken or foreign value', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(readLocal(storage)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify({ dashboardSections: 'nope' }));
    expect(readLocal(storage)).toBeNull();
    expect(
      readLocal({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });
});
