import { useEffect, useState } from 'react';
import { type ImportPreview, previewImport } from './api';
import { type ImportOptions, previewForm } from './model';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number }
  | { status: 'ready'; preview: ImportPreview }
  | { status: 'error'; error: unknown };

/** Asks the server to read the first rows whenever the file or the options change; a newer ask cancels the older. */
export function usePreview(
  file: File | null,
  options: ImportOptions | null,
  tooLarge: boolean,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const key = options ? JSON.stringify(options) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `options`, compared by value.
  useEffect(() => {
    if (!file || !options || tooLarge) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', progress: 0 });
    previewImport(previewForm(file, options), {
      signal: controller.signal,
      onProgress: (progress) => setState({ status: 'loading', progress }),
    }).then(
      (preview) => {
        if (!controller.signal.aborted) setState({ status: 'ready', preview });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [file, key, tooLarge]);
  return state;
}
