import { ApiError } from '@client/lib/api';
import type { PracticeSessionSummary } from '@shared/contracts/practice';
import { MESSAGES } from '@shared/errors';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  countWords,
  type DraftStore,
  draftKey,
  hasDraft,
  openDraft,
  readDraft,
  writeDraft,
} from './draft';
import { gradeColour, scorePoints, scoreSummary } from './scores';
import { formatClock, formatMinutes, secondsLeft, secondsTaken, timerPhase, WARN_AT_SECONDS } from './timer';
import {
  demoLimitReached,
  demoToolAt,
  feedbackPath,
  historyToolAt,
  isSessionId,
  practiceToolOf,
  scenarioPath,
  writtenToolAt,
} from './tools';
import { allowanceText, atLimit } from './usage';

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
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

  it('counts down from the limit and never below zero', () => {
    expect(secondsLeft(start, 30, start)).toBe(1800);
    expect(secondsLeft(start, 30, start + 1500)).toBe(1799); // part seconds round up, as a clock shows them
    expect(secondsLeft(start, 30, start + 30 * 60_000)).toBe(0);
    expect(secondsLeft(start, 30, start + 40 * 60_000)).toBe(0);
  });

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

  it('writes clocks and durations', () => {
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });
});

describe('the draft kept in the browser', () => {
  it('keeps one draft per tool and scenario, and clears it', () => {
    const store = memoryStore();
    const draft = { answer: 'Dear Mrs Khan,', startedAt: 1, timerStartedAt: 2, editedAt: 3 };
    expect(writeDraft(store, 'legal-writing', 'legal-writing-01', draft)).toBe(true);
    expect(readDraft(store, 'legal-writing', 'legal-writing-01')).toEqual(draft);
    expect(readDraft(store, 'legal-drafting', 'legal-writing-01')).toBeNull();
    expect(hasDraft(store, 'legal-writing', 'legal-writing-01')).toBe(true);
    clearDraft(store, 'legal-writing', 'legal-writing-01');
    expect(readDraft(store, 'legal-writing', 'legal-writing-01')).toBeNull();
  });

  it('ignores what is not a draft, and opens a fresh one starting now', () => {
    const store = memoryStore();
    store.setItem(draftKey('case-analysis', 'case-analysis-02'), '{not json');
    expect(readDraft(store, 'case-analysis', 'case-analysis-02')).toBeNull();
    store.setItem(draftKey('case-analysis', 'case-analysis-02'), JSON.stringify({ answer: 5 }));
    expect(readDraft(store, 'case-analysis', 'case-analysis-02')).toBeNull();
    expect(openDraft(store, 'case-analysis', 'case-analysis-02', 42)).toEqual({
      answer: '',
      startedAt: 42,
      timerStartedAt: null,
      editedAt: 42,
    });
    // A bad timer start is read as untimed rather than dropping the words.
    store.setItem(
      draftKey('case-analysis', 'case-analysis-02'),
      JSON.stringify({ answer: 'Issues', startedAt: 1, editedAt: 2, timerStartedAt: 'soon' }),
    );
    expect(readDraft(store, 'case-analysis', 'case-analysis-02')?.timerStartedAt).toBeNull();
    expect(hasDraft(store, 'legal-writing', 'legal-writing-09')).toBe(false);
  });

  it('reports a browser that refuses to store', () => {
    const full: DraftStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('no');
      },
    };
    expect(
      writeDraft(full, 'legal-writing', 'x-01', {
        answer: 'a',
        startedAt: 0,
        timerStartedAt: null,
        editedAt: 0,
      }),
    ).toBe(false);
    expect(() => clearDraft(full, 'legal-writing', 'x-01')).not.toThrow();
  });

  it('counts words as a reader does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('Dear Mrs Khan,\n\nThank you for your letter.')).toBe(8);
    expect(countWords("The seller's non-compliance — s 1(2) of the Act")).toBe(8);
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
    expect(scoreSummary(points)).toEqual({ count: 3, average: 55, latest: 70, best: 70 });
    expect(scoreSummary([])).toBeNull();
  });

  it('colours grades', () => {
    expect(gradeColour('A')).toBe('success');
    expect(gradeColour('C')).toBe('info');
    expect(gradeColour('D')).toBe('warning');
    expect(gradeColour('F')).toBe('error');
  });
});

describe('the allowance', () => {
  it('says what is left, or that there is no limit', () => {
    expect(allowanceText({ used: 1, limit: 3, remaining: 2 })).toBe('2 of 3 left this week, resets Monday');
    expect(allowanceText({ used: 0, limit: null, remaining: null })).toBe('Unlimited attempts on your plan');
    expect(atLimit({ used: 1, limit: 1, remaining: 0 })).toBe(true);
    expect(atLimit({ used: 0, limit: null, remaining: null })).toBe(false);
    expect(atLimit(undefined)).toBe(false);
  });
});

describe('the demo’s hourly allowance', () => {
  it('is the server’s refusal, not the client’s own refusal of a double click', () => {
    expect(demoLimitReached(new ApiError(429, 'rate_limited', MESSAGES.demoRateLimited))).toBe(true);
    expect(demoLimitReached(new ApiError(429, 'rate_limited', MESSAGES.identicalRequest))).toBe(false);
    expect(demoLimitReached(new ApiError(429, 'limit_reached', MESSAGES.limitReached))).toBe(false);
    expect(demoLimitReached(new Error('offline'))).toBe(false);
  });
});
