import { type DocumentKind, documentText } from '../features/ai/extract';
import {
  type DelimitedOptions,
  parseAnkiPackage,
  parseDelimited,
  parseQuizlet,
  previewDelimited,
  previewQuizlet,
  type QuizletOptions,
} from '../features/imports/formats';
import { parseLibraryXml } from '../features/library/importer';

// Everything the parsing pool runs, by name: pure functions from bytes to plain data (what crosses a thread
// by structured clone). `alwaysInPool` marks the archives and documents, which can unpack to far more than
// their size; the others cost about their size and a small one is read on the server's thread at once.

type Bytes = { bytes: Uint8Array };

export const TASKS = {
  ankiPackage: (i: Bytes) => parseAnkiPackage(i.bytes),
  delimited: (i: Bytes & { opts: DelimitedOptions }) => parseDelimited(i.bytes, i.opts),
  delimitedPreview: (i: Bytes & { opts: DelimitedOptions }) => previewDelimited(i.bytes, i.opts),
  quizlet: (i: Bytes & { opts: QuizletOptions }) => parseQuizlet(i.bytes, i.opts),
  quizletPreview: (i: Bytes & { opts: QuizletOptions }) => previewQuizlet(i.bytes, i.opts),
  documentText: (i: Bytes & { kind: DocumentKind }) => documentText(i.bytes, i.kind),
  libraryXml: (i: Bytes) => parseLibraryXml(i.bytes),
};

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;

/** Whether a task may cost far more than its input's size (so never runs on the server's thread). */
export function alwaysInPool<K extends TaskName>(task: K, input: TaskInput<K>): boolean {
  if (task === 'ankiPackage') return true;
  if (task === 'documentText') return (input as TaskInput<'documentText'>).kind !== 'text';
  return false;
}
