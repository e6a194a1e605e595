import type { SourceRequest } from '../../../shared/contracts/ai';
import { AI_SOURCE_MAX_CHARS } from '../../../shared/contracts/ai';
import type { CaseDetail } from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import type { SourceMaterial } from '../../ai/engine';
import type { Executor } from '../../db/connect';
import { invalidInput } from '../../platform/errors';
import { getCase } from '../library/service';
import { getNote } from '../notes/service';

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

export async function sourceMaterial(
  db: Executor,
  userId: string,
  req: SourceRequest,
): Promise<SourceMaterial> {
  let source: SourceMaterial;
  if (req.noteId) {
    const note = await getNote(db, userId, req.noteId);
    source = { title: note.title, text: note.body.slice(0, AI_SOURCE_MAX_CHARS) };
  } else if (req.caseId) {
    const c = await getCase(db, req.caseId);
    source = { title: `${c.name} ${c.citation}`, text: caseText(c) };
  } else {
    source = { title: req.title?.trim() || null, text: req.sourceText ?? '' };
  }
  if (!source.text.trim()) throw invalidInput(req.noteId ? 'noteId' : 'sourceText', MESSAGES.aiEmptySource);
  return source;
}
