import { z } from 'zod';
import { idParam } from './common';
import { endpoints } from './endpoint';

export const NOTE_SORTS = ['updated', 'created', 'title'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
export const NOTE_BODY_MAX = 200_000;

const title = z
  .string()
  .trim()
  .min(1, 'Note title is required.')
  .max(200, 'Note title must be at most 200 characters.');
const body = z.string().max(NOTE_BODY_MAX, 'A note can hold at most 200,000 characters.');
// null clears the link to a subject or topic; leaving the field out keeps it.
const link = z.uuid({ message: 'Must be a valid id.' }).nullable().optional();

export const noteBody = z.object({ title, body, subjectId: link, topicId: link });
export type NoteInput = z.infer<typeof noteBody>;

export const notePatch = z.object({
  title: title.optional(),
  body: body.optional(),
  subjectId: link,
  topicId: link,
  /** The note's updatedAt as the client last saw it (optimistic concurrency, docs/API.md). */
  updatedAt: z.iso.datetime({
    offset: true,
    message: 'updatedAt must be the ISO time the note was read at.',
  }),
});
export type NotePatch = z.infer<typeof notePatch>;

export const note = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  subjectId: z.string().nullable(),
  topicId: z.string().nullable(),
  source: z.enum(['manual', 'ai']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof note>;

/**
 * What a save (PATCH) answers: the note without its body. The client has the body it just sent, which the
 * server stores as given; echoing up to 200,000 characters back cost every autosave a serialisation on the
 * server and a parse in the browser (docs/decisions/0029-note-save-answers-without-body.md).
 */
export const savedNote = note.omit({ body: true });
export type SavedNote = z.infer<typeof savedNote>;

/**
 * A snippet is plain text split into parts, `mark` on the words that matched the search. It is never HTML,
 * so the client renders it as text and a note body cannot inject markup.
 */
export const snippetPart = z.object({ text: z.string(), mark: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const noteSummary = note.omit({ body: true }).extend({ snippet: z.array(snippetPart) });
export type NoteSummary = z.infer<typeof noteSummary>;

export const noteFilters = z.object({
  q: z.string().trim().max(200).optional(),
  subjectId: z.uuid({ message: 'Must be a valid id.' }).optional(),
  topicId: z.uuid({ message: 'Must be a valid id.' }).optional(),
  /** Ignored when q is given: search results come best match first. */
  sort: z.enum(NOTE_SORTS).default('updated'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});
export type NoteFilters = z.infer<typeof noteFilters>;

const noteList = z.object({ items: z.array(noteSummary), nextCursor: z.string().nullable() });
const oneNote = z.object({ note });
const notFound = [404] as const;

export const noteEndpoints = endpoints('notes', {
  'GET /api/notes': {
    summary: 'My notes: full-text search (best match first, with a marked snippet), filters, sorting',
    access: 'user',
    query: noteFilters,
    response: noteList,
    errors: notFound,
  },
  'POST /api/notes': {
    summary: 'Create a note',
    access: 'user',
    body: noteBody,
    response: oneNote,
    status: 201,
    errors: notFound,
  },
  'GET /api/notes/:id': {
    summary: 'One note',
    access: 'user',
    params: idParam,
    response: oneNote,
    errors: notFound,
  },
  'PATCH /api/notes/:id': {
    summary:
      'Save a note. updatedAt is the version the client last saw; if the note changed since, 409 conflict with the current note in details and nothing is written. The answer is the saved note without its body (the client sent it)',
    access: 'user',
    params: idParam,
    body: notePatch,
    response: z.object({ note: savedNote }),
    errors: [404, 409],
  },
  'DELETE /api/notes/:id': {
    summary: 'Delete a note',
    access: 'user',
    params: idParam,
    response: null,
    errors: notFound,
  },
});
