import { urlOf } from '@client/lib/api';
import type { ExtractedText } from '@shared/contracts/ai';
import { MESSAGES } from '@shared/errors';

// The file's text for a generator, with upload progress: fetch cannot report progress on a request body,
// so this goes through XMLHttpRequest (same origin: the session cookie and Origin header go with it).

export class FileTextError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FileTextError';
  }
}

const serverMessage = (text: string): string | null => {
  try {
    const message = (
      JSON.parse(text) as { error?: { message?: unknown; details?: Array<{ message?: unknown }> } }
    ).error;
    const detail = message?.details?.[0]?.message;
    if (typeof detail === 'string' && message?.message === MESSAGES.invalidInput) return detail;
    return typeof message?.message === 'string' ? message.message : null;
  } catch {
    return null;
  }
};

export function extractFileText(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf('POST /api/ai/extract-text'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ExtractedText);
        } catch {
          reject(new FileTextError(MESSAGES.parseFailed, xhr.status));
        }
        return;
      }
      reject(new FileTextError(serverMessage(xhr.responseText) ?? MESSAGES.apiError(xhr.status), xhr.status));
    };
    xhr.onerror = () => reject(new FileTextError(MESSAGES.networkError, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
