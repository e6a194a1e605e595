import type { DocumentKind } from '../features/ai/extract';
import type { DelimitedOptions, QuizletOptions } from '../features/imports/formats';

// Everything the parsing pool runs, by name: pure functions from bytes to plain data (what crosses a thread
// by structured clone). `alwaysInPool` marks the archives and documents, which can unpack to far more than
// their size; the others cost about their size and a small one is read on the server's thread at once.
// Each task loads its parser when first run, so a thread that reads only Word documents never loads sql.js.

type Bytes = { bytes: Uint8Array };

const anki = () => import('../features/imports/formats/anki');
const delimited = () => import('../features/imports/formats/delimited');
const quizlet = () => import('../features/imports/formats/quizlet');

export const TASKS = {
  ankiPackage: async (i: Bytes & { pictures?: boolean }) =>
    (await anki()).parseAnkiPackage(i.bytes, { pictures: i.pictures }),
  delimited: async (i: Bytes & { opts: DelimitedOptions }) =>
    (await delimited()).parseDelimited(i.bytes, i.opts),
  delimitedPreview: async (i: Bytes & { opts: DelimitedOptions }) =>
    (await delimited()).previewDelimited(i.bytes, i.opts),
  quizlet: async (i: Bytes & { opts: QuizletOptions }) => (await quizlet()).parseQuizlet(i.bytes, i.opts),
  quizletPreview: async (i: Bytes & { opts: QuizletOptions }) =>
    (await quizlet()).previewQuizlet(i.bytes, i.opts),
  documentText: async (i: Bytes & { kind: DocumentKind }) =>
    (await import('../features/ai/extract')).documentText(i.bytes, i.kind),
  libraryXml: async (i: Bytes) => (await import('../features/library/importer')).parseLibraryXml(i.bytes),
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
