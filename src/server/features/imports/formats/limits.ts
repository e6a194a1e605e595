import { ImportFormatError } from './types';

// The limits the issue sets ("a 50 MB+ upload", "a zip bomb"), in one place so the route, the parsers and
// the tests agree. Each parser checks them itself, so a caller that forgets cannot exhaust the server.

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_ROWS = 100_000;
export const MAX_NOTES = 100_000;
/**
 * The largest collection (SQLite) we agree to inflate. A 20,000-note collection is about 17 MB, so a real
 * 100,000-note one is well under this. Reading one costs about twice this in memory (the inflated bytes and
 * sql.js's copy), outside any heap limit, on each parsing thread: this bound is what keeps a thread's memory
 * bounded (docs/decisions/0063-parsing-off-the-server-thread.md).
 */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Beyond this, the report lists no more errors, only how many there were: a list the user can read. */
export const MAX_REPORTED_ERRORS = 100;

export function assertUploadSize(input: Uint8Array, maxBytes = MAX_UPLOAD_BYTES): void {
  if (input.byteLength > maxBytes) {
    throw new ImportFormatError(
      `This file is too large (${megabytes(input.byteLength)} MB); the limit is ${megabytes(maxBytes)} MB. Split it into smaller files.`,
    );
  }
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0);
}
