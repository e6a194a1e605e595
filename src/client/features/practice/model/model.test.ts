import type { PracticeSessionSummary, ScenarioSummary } from '@shared/contracts/practice';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  countWords,
  DRAFT_MAX_AGE_MS,
  type DraftStore,
  draftKey,
  hasDraft,
  openDraft,
  readDraft,
  writeDraft,
} from './draft';
import { areasOf, isPracticeArea, scenariosInArea } from './scenarios';
import { gradeColour, scorePoints } from './scores';
import { formatMinutes, secondsTaken, timerPhase, WARN_AT_SECONDS } from './timer';
import {
  demoToolAt,
  feedbackPath,
  historyToolAt,
  isSessionId,
  practiceToolOf,
  scenarioPath,
  writtenToolAt,
} from './tools';

/** Storage as the browser gives it, in memory. */
function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('which tool a screen serves', () => {
  it('finds the written tool from its path, with or without a trailing slash', () => {
    expect(writtenToolAt('/ai/legal-writing')).toBe('legal-writing');
    expect(writtenToolAt('/ai/legal-drafting/')).toBe('legal-drafting');
    expect(writtenToolAt('/ai/case-and-matter-analysis')).toBe('case-analysis');
    expect(writtenToolAt('/interviewing')).toBeNull();
    expect(writtenToolAt('/ai/notes')).toBeNull();
  });

  it('finds the history and demo tools', () => {
    expect(historyToolAt('/legal-writing/history')).toBe('legal-writing');
    expect(historyToolAt('/case-analysis/history')).toBe('case-analysis');
    expect(historyToolAt('/sbaqs/history')).toBeNull();
    expect(demoToolAt('/demo/legal-drafting')).toBe('legal-drafting');
    expect(demoToolAt('/demo/case-analysis')).toBe('case-analysis');
    expect(demoToolAt('/demo/sbaq')).toBeNull();
  });

  it('accepts only practice tools and UUIDs on the feedback path', () => {
    expect(practiceToolOf('advocacy')).toBe('advocacy');
    expect(practiceToolOf('sbaq')).toBeNull();
    expect(practiceToolOf(undefined)).toBeNull();
    expect(isSessionId('4f6c1b7e-9a0d-4c1e-8b2a-3d5e6f708192')).toBe(true);
    expect(isSessionId('a1')).toBe(false);
    expect(feedbackPath('legal-writing', 'x')).toBe('/feedback/legal-writing/x');
    expect(scenarioPath('case-analysis', 'case-analysis-01')).toBe(
      '/ai/case-and-matter-analysis?scenario=case-analysis-01',
    );
  });
});

describe('the countdown', () => {
  const start = Date.parse('2026-05-01T10:00:00Z');

  it('warns at five minutes and says when time is up', () => {
    expect(timerPhase(WARN_AT_SECONDS + 1)).toBe('running');
    expect(timerPhase(WARN_AT_SECONDS)).toBe('warning');
    expect(timerPhase(1)).toBe('warning');
    expect(timerPhase(0)).toBe('over');
  });

  it('measures the time taken within what the server accepts', () => {
    expect(secondsTaken(start, start + 61_400)).toBe(61);
    expect(secondsTaken(start, start - 5000)).toBe(0);
    expect(secondsTaken(start, start + 3 * 24 * 3600_000)).toBe(24 * 3600);
  });

  it('writes durations', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });
});

describe('the draft kept in the browser', () => {
  const ID = '0b7c2f1e-6a54-4e3d-9c21-8f9e0a1b2c3d';
  const key = draftKey('legal-writing', 'legal-writing-01');

  it('keeps one draft per tool, scenario or session, and part', () => {
    expect(draftKey('interviewing', ID)).toBe(`ratio:practice-draft:interviewing:${ID}:answer`);
    expect(draftKey('advocacy', ID, 'closing')).not.toBe(draftKey('advocacy', ID));
    expect(draftKey('legal-drafting', 'legal-writing-01')).not.toBe(key);
  });

  it('reads back what was written, and clears it', () => {
    const store = memoryStore();
    const draft = { answer: 'Dear Mrs Khan,', startedAt: 1, timerStartedAt: 2, editedAt: 3 };
    expect(writeDraft(store, key, draft)).toBe(true);
    expect(readDraft(store, key)).toEqual(draft);
    expect(hasDraft(store, key)).toBe(true);
    clearDraft(store, key);
    expect(readDraft(store, key)).toBeNull();
    expect(hasDraft(store, key)).toBe(false);
  });

  it('ignores what is not a draft, and opens a fresh one starting now', () => {
    const store = memoryStore();
    store.setItem(key, '{not json');
    expect(readDraft(store, key)).toBeNull();
    store.setItem(key, JSON.stringify({ answer: 5 }));
    expect(readDraft(store, key)).toBeNull();
    expect(openDraft(store, key, 42)).toEqual({
      answer: '',
      startedAt: 42,
      timerStartedAt: null,
      editedAt: 42,
    });
    // A bad timer start is read as untimed rather than dropping the words.
    store.setItem(
      key,
      JSON.stringify({ answer: 'Issues', startedAt: 1, editedAt: 2, timerStartedAt: 'soon' }),
    );
    expect(readDraft(store, key)?.timerStartedAt).toBeNull();
  });

  it('survives a browser that refuses to store, or has no storage', () => {
    const full: DraftStore = {
      ...memoryStore(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('no');
      },
    };
    const draft = { answer: 'a', startedAt: 0, timerStartedAt: null, editedAt: 0 };
    expect(writeDraft(full, key, draft)).toBe(false);
    expect(() => clearDraft(full, key)).not.toThrow();
    expect(writeDraft(null, key, draft)).toBe(false);
    expect(openDraft(null, key, 7).answer).toBe('');
  });

  it('drops practice drafts nobody came back to when one is opened, and leaves everything else alone', () => {
    const store = memoryStore();
    const now = Date.UTC(2026, 4, 1);
    const at = (editedAt: number) =>
      JSON.stringify({ answer: 'words', startedAt: 0, timerStartedAt: null, editedAt });
    const old = draftKey('interviewing', 'old');
    const recent = draftKey('advocacy', 'recent', 'closing');
    store.setItem(old, at(now - DRAFT_MAX_AGE_MS - 1));
    store.setItem(recent, at(now - 1000));
    store.setItem('ratio:practice-draft:broken', 'nonsense');
    store.setItem('cookie_consent', 'rejected');
    openDraft(store, key, now);
    expect([...store.data.keys()].sort()).toEqual(['cookie_consent', recent].sort());
  });

  it('counts words as a reader does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('Dear Mrs Khan,\n\nThank you for your letter.')).toBe(8);
    expect(countWords("The seller's non-compliance — s 1(2) of the Act")).toBe(8);
    expect(countWords('The client’s wife-to-be signed on 3 May.')).toBe(7);
    expect(countWords('Facts:\n- £250,000 deposit\n- completion 12/06')).toBe(5);
  });
});

describe('the practice-area filter', () => {
  const scenario = (id: string, practiceArea: ScenarioSummary['practiceArea']): ScenarioSummary => ({
    id,
    tool: 'interviewing',
    practiceArea,
    title: id,
    summary: 'A summary of the scenario.',
    timeLimitMinutes: 50,
  });

  it('narrows the scenarios to one area, offering only the areas that have some', () => {
    const items = [scenario('a', 'property'), scenario('b', 'business'), scenario('c', 'property')];
    expect(scenariosInArea(items, 'property').map((s) => s.id)).toEqual(['a', 'c']);
    expect(scenariosInArea(items, null)).toHaveLength(3);
    expect(areasOf(items)).toEqual(['property', 'business']);
    expect(isPracticeArea('business')).toBe(true);
    expect(isPracticeArea('tax')).toBe(false);
    expect(isPracticeArea(null)).toBe(false);
  });
});

describe('scores over time', () => {
  const item = (id: string, percent: number | null, submittedAt: string | null): PracticeSessionSummary => ({
    id,
    tool: 'legal-writing',
    scenarioId: 'legal-writing-01',
    scenarioTitle: `Attempt ${id}`,
    practiceArea: 'property',
    status: submittedAt ? 'submitted' : 'in_progress',
    timed: false,
    percent,
    grade: percent === null ? null : 'C',
    startedAt: '2026-05-01T09:00:00Z',
    submittedAt,
  });

  it('charts marked attempts oldest first, whatever order they come in', () => {
    const points = scorePoints([
      item('c', 70, '2026-05-03T10:00:00Z'),
      item('x', null, null),
      item('a', 40, '2026-05-01T10:00:00Z'),
      item('b', 55, '2026-05-02T10:00:00Z'),
    ]);
    expect(points.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(points.map((p) => p.percent)).toEqual([40, 55, 70]);
  });

  it('colours grades', () => {
    expect(gradeColour('A')).toBe('success');
    expect(gradeColour('C')).toBe('info');
    expect(gradeColour('D')).toBe('warning');
    expect(gradeColour('F')).toBe('error');
  });
});
