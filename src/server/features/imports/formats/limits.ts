import { ImportFormatError } from './types';

// The limits the issue sets ("a 50 MB+ upload", "a zip bomb"), in one place so the route, the parsers and
// the tests agree. Each parser checks them itself, so a caller that forgets cannot exhaust the server.

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_ROWS = 100_000;
export const MAX_NOTES = 100_000;
/**
 * The largest collection (SQLite) we agree to inflate. A 20,000-note collection is about 17 MB, so one of
 * MAX_NOTES (100,000) is about 85 MB; this leaves half as much again for review history. Reading one holds
 * this much outside any heap limit (the inflated bytes, which sql.js keeps as its file), and it must fit in
 * the parsing memory budget beside the upload it came in (180 MB by default: 128 + 50 < 180), which is
 * what keeps the server under 1 GB (docs/decisions/0081-reliability-under-abuse.md).
 */
export const MAX_UNCOMPRESSED_BYTES = 128 * 1024 * 1024;
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
