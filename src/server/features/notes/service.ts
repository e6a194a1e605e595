import type { NoteFilters, NoteInput, NotePatch } from '../../../shared/contracts/notes';
import type { Executor } from '../../db/connect';
import { AppError, invalidInput, notFound } from '../../platform/errors';
import { markSnippet, plainText, queryTerms } from '../../platform/snippet';
import { assertOwnSubject } from '../subjects/service';
import { ownTopic } from '../topics/service';
import { decodeAfter, decodeOffset, encodeAfter, encodeOffset } from './cursor';
import { presentNote, presentSavedNote, presentSummary } from './presenter';
import * as repo from './repo';

const NOT_FOUND = 'Note not found.';
const CONFLICT = 'This note was changed elsewhere since you opened it.';

type Links = { subjectId: string | null; topicId: string | null };

/**
 * Both links must be the user's own. A topic implies its subject, so a note filed under a topic alone is
 * also found under that subject; a topic from another subject than the one chosen is refused.
 */
async function checkLinks(db: Executor, userId: string, links: Links): Promise<Links> {
  if (links.subjectId) await assertOwnSubject(db, userId, links.subjectId);
  if (!links.topicId) return links;
  const topic = await ownTopic(db, userId, links.topicId);
  if (links.subjectId && topic.subjectId !== links.subjectId) {
    throw invalidInput('topicId', 'The topic must belong to the chosen subject.');
  }
  return { subjectId: topic.subjectId, topicId: topic.id };
}

export async function createNote(db: Executor, userId: string, input: NoteInput) {
  const links = await checkLinks(db, userId, {
    subjectId: input.subjectId ?? null,
    topicId: input.topicId ?? null,
  });
  return presentNote(await repo.insertNote(db, userId, { title: input.title, body: input.body, ...links }));
}

export async function getNote(db: Executor, userId: string, id: string) {
  const row = await repo.findNote(db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentNote(row);
}

/**
 * What a patch leaves the links as: a new topic alone brings its own subject; a new subject alone drops a
 * topic that belonged to the old one.
 */
function mergeLinks(current: Links, requested: Partial<Links>): Links {
  const { topicId } = requested;
  const subjectId =
    requested.subjectId !== undefined ? requested.subjectId : topicId ? null : current.subjectId;
  if (topicId !== undefined) return { subjectId, topicId };
  return { subjectId, topicId: subjectId === current.subjectId ? current.topicId : null };
}

/**
 * A stale save (another tab or device saved since) gets 409 with the current note and changes nothing.
 * An autosave is one statement: the note is read only when the save does not go through. It resends the
 * links the note already has, which were checked when they were set, so they are checked again only when
 * that one statement finds them changed (the save moves the note) or the save fails.
 * A save answers without the body (docs/decisions/0029): the client has it, and the conflict carries it.
 */
export async function updateNote(db: Executor, userId: string, id: string, patch: NotePatch) {
  const { updatedAt, title, body, ...requested } = patch;
  const seen = new Date(updatedAt);
  const text = { ...(title === undefined ? {} : { title }), ...(body === undefined ? {} : { body }) };
  let row = await repo.updateNoteIfUnchanged(db, userId, id, seen, text, requested);
  if (!row && (requested.subjectId !== undefined || requested.topicId !== undefined)) {
    const current = await repo.findNoteLinks(db, userId, id);
    if (!current) throw notFound(NOT_FOUND);
    const links = await checkLinks(db, userId, mergeLinks(current, requested));
    row = await repo.updateNoteIfUnchanged(db, userId, id, seen, { ...text, ...links });
  }
  if (row) return presentSavedNote(row);
  const latest = await repo.findNote(db, userId, id);
  if (!latest) throw notFound(NOT_FOUND);
  throw new AppError('conflict', CONFLICT, presentNote(latest));
}

export async function deleteNote(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteNote(db, userId, id))) throw notFound(NOT_FOUND);
}

/**
 * What one search indexes of the user's waiting notes first, at most: a stale note costs its to_tsvector on
 * every search until it is indexed, so indexing it once here is never dearer than matching it on the fly
 * even once. The bound keeps one search short after an import of thousands of notes; whatever is left is
 * still matched on the fly (docs/decisions/0081-reliability-under-abuse.md).
 */
export const SEARCH_INDEXES_AT_MOST = { notes: 50, bytes: 200_000 };

async function indexWaitingNotes(db: Executor, userId: string) {
  const waiting = await repo.staleNotesOf(db, userId, SEARCH_INDEXES_AT_MOST.notes);
  const ids: string[] = [];
  let bytes = 0;
  for (const note of waiting) {
    if (ids.length > 0 && bytes + note.bytes > SEARCH_INDEXES_AT_MOST.bytes) break;
    ids.push(note.id);
    bytes += note.bytes;
  }
  await repo.indexNotes(db, ids);
}

export async function listNotes(db: Executor, userId: string, filters: NoteFilters) {
  const { q, sort, cursor, ...f } = filters;
  if (q) {
    await indexWaitingNotes(db, userId);
    const offset = decodeOffset(cursor);
    const rows = await repo.searchNotes(db, userId, q, { ...f, offset });
    return {
      items: rows
        .slice(0, f.limit)
        .map((r) => presentSummary(r, markSnippet(plainText(r.body), queryTerms(r.querytree)))),
      nextCursor: rows.length > f.limit ? encodeOffset(offset + f.limit) : null,
    };
  }
  const rows = await repo.listNotes(db, userId, { ...f, sort, after: decodeAfter(sort, cursor) });
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => presentSummary(r, r.snippet ? [{ text: r.snippet, mark: false }] : [])),
    nextCursor: rows.length > f.limit && last ? encodeAfter(sort, last) : null,
  };
}
