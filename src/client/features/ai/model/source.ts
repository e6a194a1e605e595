import type { SourceRequest } from '@shared/contracts/ai';
import { AI_SOURCE_MAX_CHARS } from '@shared/contracts/ai';

// What the user chose to generate from, and the request body it becomes.

export type SourceChoice =
  | { kind: 'text'; text: string }
  | { kind: 'file'; text: string; filename: string; truncated: boolean }
  | { kind: 'note'; noteId: string; title: string }
  | { kind: 'case'; caseId: string; title: string };

export const SOURCE_TABS = [
  { kind: 'text', label: 'Paste text' },
  { kind: 'file', label: 'Upload a file' },
  { kind: 'note', label: 'One of my notes' },
  { kind: 'case', label: 'A library case' },
] as const;
export type SourceKind = (typeof SOURCE_TABS)[number]['kind'];

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The body for the generator, or null while the choice is incomplete (no text yet, nothing picked). */
export function sourceRequest(choice: SourceChoice | null): SourceRequest | null {
  if (!choice) return null;
  switch (choice.kind) {
    case 'text':
    case 'file': {
      const text = choice.text.trim();
      if (!text || text.length > AI_SOURCE_MAX_CHARS) return null;
      return choice.kind === 'file'
        ? { sourceText: text, title: stripExtension(choice.filename) }
        : { sourceText: text };
    }
    case 'note':
      return { noteId: choice.noteId };
    case 'case':
      return { caseId: choice.caseId };
  }
}

export const stripExtension = (filename: string) => filename.replace(/\.[A-Za-z0-9]{1,8}$/, '').slice(0, 200);

/** What the source is, in a few words, for the progress line. */
export function sourceLabel(choice: SourceChoice | null): string {
  if (!choice) return '';
  if (choice.kind === 'note' || choice.kind === 'case') return `“${choice.title}”`;
  const words = countWords(choice.text);
  return `${words.toLocaleString('en-GB')} ${words === 1 ? 'word' : 'words'}`;
}

/** The name kept with a generation: the note's or case's title, or the file's name; null for pasted text. */
export function sourceTitleOf(choice: SourceChoice | null): string | null {
  if (!choice || choice.kind === 'text') return null;
  return choice.kind === 'file' ? stripExtension(choice.filename) : choice.title;
}
