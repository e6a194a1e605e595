import { useCallback, useEffect, useRef, useState } from 'react';
import { createDictation, type Dictation, findRecogniser, type RecogniserConstructor } from '../model/speech';

export type DictationState = {
  /** The browser has a speech recogniser. */
  supported: boolean;
  listening: boolean;
  /** Words heard that may still change, shown under the composer. */
  interim: string;
  error: string | null;
  start(): void;
  stop(): void;
};

/**
 * Dictation for one composer: `onFinal` receives each settled phrase. The recogniser stops when the screen
 * goes. `recogniser` replaces the browser's (tests); undefined looks the browser's up.
 */
export function useDictation(
  onFinal: (text: string) => void,
  recogniser?: RecogniserConstructor | null,
): DictationState {
  const [Recogniser] = useState(() => (recogniser === undefined ? findRecogniser() : recogniser));
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;
  const dictation = useRef<Dictation | null>(null);

  useEffect(() => () => dictation.current?.abort(), []);

  const start = useCallback(() => {
    if (!Recogniser) return;
    setError(null);
    dictation.current ??= createDictation(Recogniser, {
      onInterim: setInterim,
      onFinal: (text) => onFinalRef.current(text),
      onError: setError,
      onListeningChange: setListening,
    });
    dictation.current.start();
  }, [Recogniser]);
  const stop = useCallback(() => dictation.current?.stop(), []);

  return { supported: Recogniser !== null, listening, interim, error, start, stop };
}
