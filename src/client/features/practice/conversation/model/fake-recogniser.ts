import type { RecogniserLike, RecognitionEventLike } from './speech';

// For tests: the browser's speech recogniser stood in for, so the real dictation code runs against it.

/** A recogniser that does what the browser's does, driven by the test. */
export class FakeRecogniser implements RecogniserLike {
  static made: FakeRecogniser[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: RecogniserLike['onresult'] = null;
  onerror: RecogniserLike['onerror'] = null;
  onend: RecogniserLike['onend'] = null;
  started = 0;
  stopped = 0;
  aborted = 0;
  constructor() {
    FakeRecogniser.made.push(this);
  }
  start() {
    this.started++;
  }
  stop() {
    this.stopped++;
    this.onend?.();
  }
  abort() {
    this.aborted++;
  }
  /** One result event: `results` is the whole list so far, [words, final?] each; `from` the first changed. */
  hear(results: [string, boolean][], from = 0) {
    const list = results.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }));
    this.onresult?.({ resultIndex: from, results: list } as unknown as RecognitionEventLike);
  }
}
