import type { SourceRequest } from '../../../shared/contracts/ai';
import { AI_SOURCE_MAX_CHARS } from '../../../shared/contracts/ai';
import type { CaseDetail } from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import type { SourceMaterial } from '../../ai/engine';
import type { Executor } from '../../db/connect';
import { invalidInput } from '../../platform/errors';
import { getCase } from '../library/service';
import { getNote } from '../notes/service';
import type { SourceOrigin } from './generations';
import { type SourceProblem, sourceProblem } from './source-check';

// The text a generator works from. A note is read through the notes service, so another user's note is
// "not found" exactly as it is on the notes screens; a case comes from the shared library.

/** A case as study material: its summary sections, then the judgment's paragraphs when the library has them. */
export function caseText(c: CaseDetail): string {
  const parts = [`# ${c.name} ${c.citation}`];
  const sections: Array<[string, string]> = [
    ['Facts', c.facts],
    ['Issues', c.issues],
    ['Held', c.held],
    ['Ratio', c.ratio],
  ];
  for (const [heading, text] of sections) if (text.trim()) parts.push(`## ${heading}`, text.trim());
  if (c.paragraphs.length) {
    parts.push('## Judgment');
    for (const p of c.paragraphs) parts.push(p.number ? `${p.number}. ${p.text}` : p.text);
  }
  return parts.join('\n\n').slice(0, AI_SOURCE_MAX_CHARS);
}

const PROBLEM_MESSAGES: Record<SourceProblem, string> = {
  empty: MESSAGES.aiEmptySource,
  binary: MESSAGES.aiSourceBinary,
  not_english: MESSAGES.aiSourceNotEnglish,
};

/** Refuses, as a 400 on `field`, a text the generators cannot work on; the upload route asks the same. */
export function checkSource(text: string, field: string) {
  const problem = sourceProblem(text);
  if (problem) throw invalidInput(field, PROBLEM_MESSAGES[problem]);
}

/** The material and where it came from. Called before a use is taken, so a refusal here costs nothing. */
export async function sourceMaterial(
  db: Executor,
  userId: string,
  req: SourceRequest,
): Promise<SourceMaterial & { origin: SourceOrigin }> {
  let source: SourceMaterial & { origin: SourceOrigin };
  if (req.noteId) {
    const note = await getNote(db, userId, req.noteId);
    source = {
      title: note.title,
      text: note.body.slice(0, AI_SOURCE_MAX_CHARS),
      origin: { kind: 'note', ref: note.id },
    };
  } else if (req.caseId) {
    const c = await getCase(db, req.caseId);
    source = { title: `${c.name} ${c.citation}`, text: caseText(c), origin: { kind: 'case', ref: c.id } };
  } else {
    source = {
      title: req.title?.trim() || null,
      text: req.sourceText ?? '',
      origin: { kind: 'text', ref: null },
    };
  }
  checkSource(source.text, req.noteId ? 'noteId' : req.caseId ? 'caseId' : 'sourceText');
  return source;
}
