import { z } from 'zod';
import { CARD_KINDS } from '../../shared/contracts/flashcards';
import { MESSAGES } from '../../shared/errors';
import { MINDMAP_LIMITS, type MindMapNode, makeNodeId } from '../../shared/mindmap-tree';
import { AppError } from '../platform/errors';
import type { Citation, Passage } from './engine';

// What an engine may answer, once for both engines: the openai engine sends these as the JSON schema of
// its structured output and checks the answer against them; the local engine's output passes the same
// check. The bounds keep a result something a person can review on one screen and save without error.

export const AI_LIMITS = {
  cards: 40,
  frontChars: 1_000,
  backChars: 3_000,
  noteTitleChars: 200,
  noteBodyChars: 60_000,
  mapNodes: 300,
  mapDepth: 6,
  mapChildren: 20,
  labelChars: 200,
  nodeNoteChars: 1_000,
} as const;

const CLOZE = /\{\{c\d+::[\s\S]+?\}\}/;

export const cardOutput = z
  .object({
    kind: z.enum(CARD_KINDS),
    front: z.string().trim().min(1).max(AI_LIMITS.frontChars),
    back: z.string().trim().max(AI_LIMITS.backChars),
  })
  // The same rules as a saved flashcard (contracts/flashcards.ts), so what is shown can be saved.
  .superRefine((card, ctx) => {
    if (card.kind === 'cloze' && !CLOZE.test(card.front))
      ctx.addIssue({ code: 'custom', path: ['front'], message: 'A cloze card needs {{c1::answer}}.' });
    if (card.kind !== 'cloze' && card.back.length === 0)
      ctx.addIssue({ code: 'custom', path: ['back'], message: 'The back cannot be empty.' });
  });
export type CardOutput = z.infer<typeof cardOutput>;

export const flashcardsOutput = z.object({ cards: z.array(cardOutput).min(1).max(AI_LIMITS.cards) });
export type FlashcardsOutput = z.infer<typeof flashcardsOutput>;

export const noteOutput = z.object({
  title: z.string().trim().min(1).max(AI_LIMITS.noteTitleChars),
  body: z.string().trim().min(1).max(AI_LIMITS.noteBodyChars),
});
export type NoteOutput = z.infer<typeof noteOutput>;

/** A mind-map node without an id: a model should not have to invent unique ids, so the server adds them. */
export type OutlineNode = { label: string; note: string; children: OutlineNode[] };
export const outlineNode: z.ZodType<OutlineNode> = z.object({
  label: z.string().trim().min(1).max(AI_LIMITS.labelChars),
  /** Empty when the node has nothing more to say than its label. */
  note: z.string().max(AI_LIMITS.nodeNoteChars),
  get children() {
    return z.array(outlineNode).max(AI_LIMITS.mapChildren);
  },
});

function outlineShape(root: OutlineNode): { nodes: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const stack: Array<[OutlineNode, number]> = [[root, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    nodes += 1;
    depth = Math.max(depth, item[1]);
    for (const child of item[0].children) stack.push([child, item[1] + 1]);
  }
  return { nodes, depth };
}

export const mindMapOutput = z
  .object({ title: z.string().trim().min(1).max(AI_LIMITS.noteTitleChars), root: outlineNode })
  .superRefine((map, ctx) => {
    const { nodes, depth } = outlineShape(map.root);
    if (nodes > AI_LIMITS.mapNodes)
      ctx.addIssue({ code: 'custom', path: ['root'], message: `At most ${AI_LIMITS.mapNodes} nodes.` });
    if (depth > AI_LIMITS.mapDepth)
      ctx.addIssue({ code: 'custom', path: ['root'], message: `At most ${AI_LIMITS.mapDepth} levels.` });
  });
export type MindMapOutput = z.infer<typeof mindMapOutput>;

/** The stored tree of an outline: every node gets an id; an empty note is left out. */
export function outlineToTree(node: OutlineNode, newId: () => string = makeNodeId): MindMapNode {
  const label = node.label.slice(0, MINDMAP_LIMITS.labelChars);
  const note = node.note.trim().slice(0, MINDMAP_LIMITS.noteChars);
  return {
    id: newId(),
    label,
    ...(note ? { note } : {}),
    children: node.children.map((child) => outlineToTree(child, newId)),
  };
}

export const citationOutput = z.object({
  marker: z.number().int().min(1),
  id: z.string().min(1),
  kind: z.enum(['case', 'provision', 'note']),
  title: z.string().min(1),
  citation: z.string().nullable(),
});

/** The passages an answer's [n] markers point at, each once, in order of first use; unknown numbers are dropped. */
export function citationsIn(text: string, passages: Passage[]): Citation[] {
  const seen = new Set<number>();
  const out: Citation[] = [];
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(match[1]);
    const passage = passages[n - 1];
    if (!passage || seen.has(n)) continue;
    seen.add(n);
    out.push({
      marker: n,
      id: passage.id,
      kind: passage.kind,
      title: passage.title,
      citation: passage.citation,
    });
  }
  return z.array(citationOutput).parse(out);
}

/**
 * A result checked before anyone sees it. The local engine's output failing this is a
 * bug in the engine, but the user still gets the catalogue's message rather than a broken screen.
 */
export function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('unavailable', MESSAGES.aiInvalidAnswer, undefined);
  return result.data;
}

/**
 * An engine's marking of a practice attempt (src/server/ai/engine.ts, markPractice): one mark per criterion
 * of the guide, by id. The service checks that every criterion is marked exactly once.
 */
export const practiceJudgement = z.object({
  criteria: z
    .array(
      z.object({
        id: z.string().min(1).max(80),
        mark: z.number().int().min(0).max(5),
        reasons: z.array(z.string().trim().min(1).max(600)).min(1).max(12),
        /** The answer's words each mark rests on; a model's quotes are checked against the answer. */
        evidence: z
          .array(
            z.object({ point: z.string().max(400).default(''), quote: z.string().trim().min(1).max(1200) }),
          )
          .max(20)
          .default([]),
      }),
    )
    .min(1)
    .max(10),
  strengths: z.array(z.string().trim().min(1).max(400)).max(10),
  missing: z.array(z.string().trim().min(1).max(400)).max(15),
  /**
   * Wrong law the answer states, each quoted with the correct rule. `central`: on a central issue of a law
   * criterion, which fails the answer whatever its other marks.
   */
  wrongLaw: z
    .array(
      z.object({
        criterion: z.string().max(80),
        quote: z.string().trim().min(1).max(1200),
        correction: z.string().trim().min(1).max(600),
        central: z.boolean().default(false),
      }),
    )
    .max(20)
    .default([]),
});
export type PracticeJudgement = z.infer<typeof practiceJudgement>;

/** The simulated client's reply in an interview. */
export const clientReplyOutput = z.object({ reply: z.string().trim().min(1).max(2000) });
