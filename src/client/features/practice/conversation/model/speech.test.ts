import { describe, expect, it } from 'vitest';
import { FakeRecogniser } from './fake-recogniser';
import {
  appendDictated,
  createDictation,
  DICTATION_UNAVAILABLE,
  dictationErrorMessage,
  findRecogniser,
} from './speech';

function recorder() {
  const log = {
    interim: [] as string[],
    final: [] as string[],
    errors: [] as string[],
    listening: [] as boolean[],
  };
  return {
    log,
    events: {
      onInterim: (t: string) => log.interim.push(t),
      onFinal: (t: string) => log.final.push(t),
      onError: (m: string) => log.errors.push(m),
      onListeningChange: (l: boolean) => log.listening.push(l),
    },
  };
}

describe('findRecogniser', () => {
  it('prefers the standard name, falls back to the webkit prefix, and is null where there is none', () => {
    class A {}
    class B {}
    expect(findRecogniser({ SpeechRecognition: A, webkitSpeechRecognition: B })).toBe(A);
    expect(findRecogniser({ webkitSpeechRecognition: B })).toBe(B);
    expect(findRecogniser({})).toBeNull();
    expect(findRecogniser({ SpeechRecognition: 'not a constructor' })).toBeNull();
  });

  it('has the message the disabled microphone shows', () => {
    expect(DICTATION_UNAVAILABLE).toBe(
      'Dictation is not available in this browser: type your submissions instead',
    );
  });
});

describe('createDictation', () => {
  it('listens in British English, continuously, with interim results', () => {
    FakeRecogniser.made = [];
    const { log, events } = recorder();
    const d = createDictation(FakeRecogniser, events);
    d.start();
    const r = FakeRecogniser.made[0]!;
    expect([r.lang, r.continuous, r.interimResults, r.started]).toEqual(['en-GB', true, true, 1]);
    expect(d.listening).toBe(true);
    expect(log.listening).toEqual([true]);
    d.start();
    expect(FakeRecogniser.made).toHaveLength(1);
  });

  it('shows interim words as they change and hands each settled phrase over once', () => {
    FakeRecogniser.made = [];
    const { log, events } = recorder();
    createDictation(FakeRecogniser, events).start();
    const r = FakeRecogniser.made[0]!;
    r.hear([['may it', false]]);
    r.hear([['may it please you', false]]);
    r.hear([[' may it please you sir ', true]]);
    r.hear([
      ['may it please you sir', true],
      ['I appear', false],
    ]);
    // Some browsers repeat settled results in later events: they are not handed over twice.
    r.hear(
      [
        ['may it please you sir', true],
        ['I appear for the claimant', true],
      ],
      0,
    );
    expect(log.final).toEqual(['may it please you sir', 'I appear for the claimant']);
    expect(log.interim).toEqual(['may it', 'may it please you', '', 'I appear', '']);
  });

  it('clears the interim words and the listening state when the recogniser ends', () => {
    FakeRecogniser.made = [];
    const { log, events } = recorder();
    const d = createDictation(FakeRecogniser, events);
    d.start();
    FakeRecogniser.made[0]!.hear([['half a sen', false]]);
    d.stop();
    expect(d.listening).toBe(false);
    expect(log.listening).toEqual([true, false]);
    expect(log.interim.at(-1)).toBe('');
    // A new start takes a fresh recogniser, and result indexes start again.
    d.start();
    const second = FakeRecogniser.made[1]!;
    second.hear([['again', true]]);
    expect(log.final).toEqual(['again']);
  });

  it('explains errors, and stays quiet about a stop the user asked for', () => {
    FakeRecogniser.made = [];
    const { log, events } = recorder();
    createDictation(FakeRecogniser, events).start();
    const r = FakeRecogniser.made[0]!;
    r.onerror?.({ error: 'not-allowed' });
    r.onerror?.({ error: 'aborted' });
    r.onerror?.({ error: 'something-new' });
    expect(log.errors).toEqual([
      dictationErrorMessage('not-allowed'),
      dictationErrorMessage('something-new'),
    ]);
    expect(log.errors[0]).toMatch(/microphone/);
    expect(dictationErrorMessage('aborted')).toBeNull();
  });

  it('reports a recogniser that refuses to start', () => {
    class Busy extends FakeRecogniser {
      override start(): void {
        throw new Error('InvalidStateError');
      }
    }
    const { log, events } = recorder();
    const d = createDictation(Busy, events);
    d.start();
    expect(d.listening).toBe(false);
    expect(log.errors).toHaveLength(1);
  });

  it('abort drops the recogniser without waiting for its last words', () => {
    FakeRecogniser.made = [];
    const { log, events } = recorder();
    const d = createDictation(FakeRecogniser, events);
    d.start();
    const r = FakeRecogniser.made[0]!;
    d.abort();
    expect(r.aborted).toBe(1);
    expect(r.onresult).toBeNull();
    expect(d.listening).toBe(false);
    expect(log.listening).toEqual([true, false]);
  });
});

describe('appendDictated', () => {
  it('starts a sentence with a capital and joins words with one space', () => {
    expect(appendDictated('', 'may it please you')).toBe('May it please you');
    expect(appendDictated('May it please you', 'sir')).toBe('May it please you sir');
    expect(appendDictated('I appear for the claimant.', 'there are two submissions')).toBe(
      'I appear for the claimant. There are two submissions',
    );
    expect(appendDictated('First line\n', 'second')).toBe('First line\nSecond');
    expect(appendDictated('Trailing   ', 'words')).toBe('Trailing words');
    expect(appendDictated('Unchanged', '   ')).toBe('Unchanged');
  });
});
