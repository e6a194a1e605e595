import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';
import { endpoints } from './endpoint';

// Starter decks: the team's flashcards for each SQE1 subject (data/decks/<subject>.json). A card's id is
// stable for ever ("contract-001"): a user's copy is found by it, so a changed text updates the copy and a
// card is never added twice.

export const DECK_FORMAT = 'ratio-deck/1';

export const deckCard = z
  .object({
    id: z.string().regex(/^[a-z-]+-\d{3}$/, 'An id is the subject and three digits: contract-001.'),
    kind: z.enum(['basic', 'cloze']),
    front: z.string().trim().min(1).max(500),
    back: z.string().trim().max(1000),
    /** One of the subject's main topics (src/shared/flk.ts). */
    topic: z.string().min(1),
    /** A case name, or "<act title> <unit> <section>", exactly as in the legal library. */
    authority: z.string().min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === 'cloze' && !/\{\{c\d+::[\s\S]+?\}\}/.test(c.front))
      ctx.addIssue({ code: 'custom', path: ['front'], message: 'A cloze card hides {{c1::something}}.' });
    if (c.kind === 'basic' && c.back === '')
      ctx.addIssue({ code: 'custom', path: ['back'], message: 'A basic card needs a back.' });
  });
export type DeckCard = z.infer<typeof deckCard>;

export const deckDataFile = z
  .object({
    format: z.literal(DECK_FORMAT),
    subject: z.enum(FLK_SUBJECT_IDS),
    cards: z.array(deckCard).min(1),
  })
  .strict();
export type DeckDataFile = z.infer<typeof deckDataFile>;

export const deckSubjectParam = z.object({
  subject: z.enum(FLK_SUBJECT_IDS, { message: 'No starter deck for that subject.' }),
});

export const deckSummary = z.object({
  subject: z.enum(FLK_SUBJECT_IDS),
  name: z.string(),
  paper: z.enum(['FLK1', 'FLK2']),
  cardCount: z.number(),
  /** Cards of this deck in the user's account (ever delivered, even if the user deleted the copy since). */
  addedCount: z.number(),
  added: z.boolean(),
  /** For an added deck: new cards plus changed cards the user has not edited. */
  updatesAvailable: z.number(),
});
export type DeckSummary = z.infer<typeof deckSummary>;

export const deckList = z.object({ items: z.array(deckSummary) });

export const deckAddBody = z
  .object({ subjects: z.array(z.enum(FLK_SUBJECT_IDS)).min(1).max(FLK_SUBJECT_IDS.length).optional() })
  .strict();

export const deckAddResult = z.object({
  addedCards: z.number(),
  /** Cards skipped because the user already has them from this deck. */
  alreadyAdded: z.number(),
  createdSubjects: z.number(),
  createdTopics: z.number(),
});
export type DeckAddResult = z.infer<typeof deckAddResult>;

export const deckUpdateResult = z.object({
  updated: z.number(),
  addedCards: z.number(),
  /** Changed deck cards left as they are because the user edited their copy. */
  keptEdited: z.number(),
  createdSubjects: z.number(),
  createdTopics: z.number(),
});
export type DeckUpdateResult = z.infer<typeof deckUpdateResult>;

export const deckEndpoints = endpoints('decks', {
  'GET /api/decks': {
    summary: 'The starter decks, with their sizes, which I have added and how many updates each has',
    access: 'user',
    response: deckList,
  },
  'POST /api/decks/:subject/add': {
    summary: "Add a subject's starter deck to my flashcards (cards I already have are skipped)",
    access: 'user',
    params: deckSubjectParam,
    response: deckAddResult,
  },
  'POST /api/decks/add': {
    summary: 'Add several starter decks, or all of them when no subjects are given, in one go',
    access: 'user',
    body: deckAddBody,
    response: deckAddResult,
  },
  'POST /api/decks/update': {
    summary: 'Bring my added decks up to date: new cards, and changed cards I have not edited',
    access: 'user',
    response: deckUpdateResult,
  },
});
