import { describe, expect, it } from 'vitest';
import {
  initialSave,
  maySave,
  retryDelayMs,
  type SaveEvent,
  type SaveState,
  saveReducer,
} from './save-machine';

const run = (events: SaveEvent[], from: SaveState = initialSave) => events.reduce(saveReducer, from);

describe('saveReducer', () => {
  it('goes dirty, saving, saved', () => {
    expect(run([{ type: 'edit' }]).status).toBe('dirty');
    expect(run([{ type: 'edit' }, { type: 'start' }]).status).toBe('saving');
    expect(run([{ type: 'edit' }, { type: 'start' }, { type: 'ok', changedSince: false }]).status).toBe(
      'saved',
    );
  });
  it('stays dirty when the user typed during the save', () => {
    const s = run([
      { type: 'edit' },
      { type: 'start' },
      { type: 'edit' },
      { type: 'ok', changedSince: false },
    ]);
    expect(s.status).toBe('dirty');
    expect(maySave(s)).toBe(true);
  });
  it('counts network failures for the backoff and recovers', () => {
    const s = run([
      { type: 'edit' },
      { type: 'start' },
      { type: 'network' },
      { type: 'start' },
      { type: 'network' },
    ]);
    expect(s).toMatchObject({ status: 'offline', failures: 2 });
    expect(run([{ type: 'edit' }], s).status).toBe('offline');
    expect(run([{ type: 'start' }, { type: 'ok', changedSince: false }], s)).toMatchObject({
      status: 'saved',
      failures: 0,
    });
  });
  it('holds a conflict until the user resolves it, whatever is typed', () => {
    const s = run([{ type: 'edit' }, { type: 'start' }, { type: 'conflict' }, { type: 'edit' }]);
    expect(s.status).toBe('conflict');
    expect(maySave(s)).toBe(false);
    expect(run([{ type: 'resolved', dirty: true }], s).status).toBe('dirty');
  });
  it('keeps a refusal visible with its reason', () => {
    const s = run([{ type: 'edit' }, { type: 'start' }, { type: 'failed', message: 'Too long' }]);
    expect(s).toMatchObject({ status: 'error', message: 'Too long' });
    expect(run([{ type: 'edit' }], s)).toMatchObject({ status: 'dirty', message: undefined });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
