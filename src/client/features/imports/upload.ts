import { UPLOAD_MESSAGES } from './messages';

// A multipart upload with progress. lib/api.ts uses fetch, which cannot report upload progress, so large
// imports go through XMLHttpRequest. Same origin: the session cookie and the Origin header go with it.

export class UploadError extends Error {
  constructor(
    message: string,
    /** The server's own explanation, when it sent one (e.g. which row was wrong). */
    readonly reason: string | null,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

type ServerError = { message: string; details?: unknown };

function readServerError(text: string): ServerError | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; details?: unknown } };
    if (body && typeof body.error?.message === 'string')
      return { message: body.error.message, details: body.error.details };
  } catch {
    // Not JSON: a proxy's HTML page, for instance.
  }
  return null;
}

/** What a finished request means: the parsed answer, or the error to show. */
export function interpretUpload<T>(
  status: number,
  text: string,
): { ok: true; value: T } | { ok: false; error: UploadError } {
  if (status >= 200 && status < 300) {
    try {
      return { ok: true, value: JSON.parse(text) as T };
    } catch {
      return { ok: false, error: new UploadError(UPLOAD_MESSAGES.invalidResponse, null, status) };
    }
  }
  const server = readServerError(text);
  const title = status === 413 ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.failed;
  return { ok: false, error: new UploadError(title, server?.message ?? null, status, server?.details) };
}

export type UploadOptions = {
  /** 0..1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export function upload<T>(
  url: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const result = interpretUpload<T>(xhr.status, xhr.responseText);
      if (result.ok) resolve(result.value);
      else reject(result.error);
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_MESSAGES.network, null, 0));
    xhr.onabort = () => reject(new UploadError(UPLOAD_MESSAGES.aborted, null, 0));
    xhr.ontimeout = () => reject(new UploadError(UPLOAD_MESSAGES.failed, null, 0));
    if (signal) {
      if (signal.aborted) {
        reject(new UploadError(UPLOAD_MESSAGES.aborted, null, 0));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
