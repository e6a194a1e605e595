// Dictation through the browser's own speech recogniser (the Web Speech API). Chrome, Edge and Safari offer
// it, some only under the webkit prefix; Firefox does not. TypeScript's DOM library does not describe it in
// every version, so the few members used here are typed by hand and the recogniser can be replaced by a fake
// in tests.

export type RecognitionAlternativeLike = { readonly transcript: string };
export type RecognitionResultLike = {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike;
};
export type RecognitionEventLike = {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike };
};
export type RecognitionErrorEventLike = { readonly error: string };

export type RecogniserLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
export type RecogniserConstructor = new () => RecogniserLike;

/** The browser's recogniser, unprefixed or webkit-prefixed; null where there is none (Firefox, jsdom). */
export function findRecogniser(scope: object = globalThis): RecogniserConstructor | null {
  const s = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = s.SpeechRecognition ?? s.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecogniserConstructor) : null;
}

export const DICTATION_UNAVAILABLE =
  'Dictation is not available in this browser: type your submissions instead';

const ERRORS: Record<string, string> = {
  'not-allowed':
    'Ratio may not use the microphone. Allow it in your browser’s site settings, or type your submissions instead.',
  'service-not-allowed': 'This browser does not allow dictation here. Type your submissions instead.',
  'audio-capture': 'No microphone was found. Check it is connected, or type your submissions instead.',
  'no-speech': 'No speech was heard. Press the microphone and try again.',
  network: 'The browser’s speech service could not be reached. Check your connection, or type instead.',
  'language-not-supported':
    'This browser cannot take dictation in British English. Type your submissions instead.',
};

/** What to tell the user for a recogniser's error code; null for a stop the user asked for. */
export function dictationErrorMessage(code: string): string | null {
  if (code === 'aborted') return null;
  return (
    ERRORS[code] ?? 'Dictation stopped unexpectedly. Press the microphone to try again, or type instead.'
  );
}

export type DictationEvents = {
  /** The words heard so far that may still change; '' when there are none. */
  onInterim(text: string): void;
  /** Words the recogniser has settled on, to add to the text. */
  onFinal(text: string): void;
  onError(message: string): void;
  onListeningChange(listening: boolean): void;
};

export type Dictation = {
  start(): void;
  stop(): void;
  /** Stops without waiting for the last words (leaving the screen). */
  abort(): void;
  readonly listening: boolean;
};

/**
 * One recogniser for one composer: British English, continuous, interim results shown as they come and each
 * settled phrase handed over once. A result index is remembered once handed over, because some browsers
 * repeat settled results in later events.
 */
export function createDictation(
  Recogniser: RecogniserConstructor,
  events: DictationEvents,
  lang = 'en-GB',
): Dictation {
  let recogniser: RecogniserLike | null = null;
  let listening = false;
  let handedOver = new Set<number>();

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    events.onListeningChange(value);
  };

  const onResult = (event: RecognitionEventLike) => {
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const words = result?.[0]?.transcript ?? '';
      if (!result) continue;
      if (result.isFinal) {
        if (handedOver.has(i)) continue;
        handedOver.add(i);
        if (words.trim()) events.onFinal(words.trim());
      } else interim += words;
    }
    events.onInterim(interim.trim());
  };

  return {
    get listening() {
      return listening;
    },
    start() {
      if (listening) return;
      const r = new Recogniser();
      r.lang = lang;
      r.continuous = true;
      r.interimResults = true;
      r.onresult = onResult;
      r.onerror = (e) => {
        const message = dictationErrorMessage(e.error);
        if (message) events.onError(message);
      };
      r.onend = () => {
        if (recogniser !== r) return;
        recogniser = null;
        events.onInterim('');
        setListening(false);
      };
      recogniser = r;
      handedOver = new Set();
      try {
        r.start();
        setListening(true);
      } catch {
        // Chrome throws InvalidStateError when a recogniser is already running in this page.
        recogniser = null;
        events.onError(dictationErrorMessage('unknown')!);
      }
    },
    stop() {
      // The recogniser hands over its last words and then ends; onend clears the state.
      recogniser?.stop();
    },
    abort() {
      const r = recogniser;
      recogniser = null;
      if (r) {
        r.onresult = null;
        r.onerror = null;
        r.onend = null;
        r.abort();
      }
      events.onInterim('');
      setListening(false);
    },
  };
}

/**
 * Adds dictated words to what is already typed: a space between, and a capital letter where a sentence
 * starts (recognisers mostly give lower case with no punctuation).
 */
export function appendDictated(current: string, words: string): string {
  const spoken = words.trim();
  if (!spoken) return current;
  const before = current.replace(/[ \t]+$/, '');
  const startsSentence = before.trim() === '' || /[.!?:]\s*$/.test(before) || /\n$/.test(before);
  const text = startsSentence ? spoken.charAt(0).toUpperCase() + spoken.slice(1) : spoken;
  if (before === '' || /\n$/.test(before)) return before + text;
  return `${before} ${text}`;
}
