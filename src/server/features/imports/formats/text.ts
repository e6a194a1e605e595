import { ImportFormatError } from './types';

// Text files arrive from Excel, Numbers, Google Sheets, Quizlet and text editors: UTF-8 with or without a
// BOM, or UTF-16 (Excel's "Unicode text"). Anything else is refused rather than guessed, so no card is
// silently imported with mangled accents.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function decodeText(input: Uint8Array): string {
  if (input.byteLength === 0) throw new ImportFormatError('The file is empty.');
  refuseBinary(input);
  // NUL bytes are stripped: PostgreSQL text columns refuse them. The rest is kept as the user wrote it.
  const text = decode(input).replace(/\0/g, '');
  if (text.trim() === '') throw new ImportFormatError('The file is empty.');
  return text;
}

function decode(input: Uint8Array): string {
  if (startsWith(input, UTF8_BOM)) return decodeUtf8(input.subarray(3));
  if (startsWith(input, [0xff, 0xfe])) return decodeUtf16(input.subarray(2), 'le');
  if (startsWith(input, [0xfe, 0xff])) return decodeUtf16(input.subarray(2), 'be');
  const guessed = guessBomlessUtf16(input);
  if (guessed) return decodeUtf16(input, guessed);
  return decodeUtf8(input);
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFormatError(
      'The file is not UTF-8 text. In Excel choose "CSV UTF-8" (or "Unicode Text") when saving, then try again.',
    );
  }
}

function decodeUtf16(bytes: Uint8Array, order: 'le' | 'be'): string {
  let le = bytes;
  if (order === 'be') {
    // Swapped by hand: Node's TextDecoder knows 'utf-16be' only when built with full ICU.
    le = new Uint8Array(bytes.byteLength - (bytes.byteLength % 2));
    for (let i = 0; i + 1 < bytes.byteLength; i += 2) {
      le[i] = bytes[i + 1]!;
      le[i + 1] = bytes[i]!;
    }
  }
  try {
    return new TextDecoder('utf-16le', { fatal: true }).decode(le);
  } catch {
    throw new ImportFormatError('The file says it is UTF-16 text but is damaged. Save it again and retry.');
  }
}

/** UTF-16 without a BOM shows as a zero byte in every other position of Latin text. */
function guessBomlessUtf16(input: Uint8Array): 'le' | 'be' | null {
  const sample = input.subarray(0, Math.min(input.byteLength, 1024) & ~1);
  if (sample.byteLength < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.byteLength; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = sample.byteLength / 2;
  if (oddZeros > pairs * 0.4 && evenZeros === 0) return 'le';
  if (evenZeros > pairs * 0.4 && oddZeros === 0) return 'be';
  return null;
}

/** A zip (an .apkg, a .xlsx) or an SQLite file sent as text: say what it is instead of "not UTF-8". */
function refuseBinary(input: Uint8Array): void {
  if (startsWith(input, [0x50, 0x4b, 0x03, 0x04])) {
    throw new ImportFormatError(
      'This is a zip archive (an Anki package or an Excel workbook?), not a text file. Import .apkg files as Anki packages, or save the sheet as CSV.',
    );
  }
  if (startsWith(input, [...Buffer.from('SQLite format 3')])) {
    throw new ImportFormatError('This is a database file, not a text file.');
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}
