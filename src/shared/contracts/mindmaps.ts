import { z } from 'zod';
import { MESSAGES } from '../errors';
import { MINDMAP_LIMITS, type MindMapNode, treeShapeProblem } from '../mindmap-tree';
import { idParam } from './common';
import { endpoints } from './endpoint';

export type { MindMapNode } from '../mindmap-tree';

const nodeId = z
  .string()
  .min(1, 'A node id is required.')
  .max(MINDMAP_LIMITS.idChars, `A node id must be at most ${MINDMAP_LIMITS.idChars} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'A node id may only hold letters, digits, "-" and "_".');
const label = z
  .string()
  .trim()
  .min(1, MESSAGES.mindMapEmptyLabel)
  .max(MINDMAP_LIMITS.labelChars, `A node's label must be at most ${MINDMAP_LIMITS.labelChars} characters.`);
const nodeNote = z
  .string()
  .max(MINDMAP_LIMITS.noteChars, `A node's note must be at most ${MINDMAP_LIMITS.noteChars} characters.`);

/**
 * One node of the tree, as stored and sent (docs/product.md, "Mind map"). Registered under an id so that the
 * OpenAPI document names the recursive schema once (components/schemas/MindMapNode) and refers to it.
 */
export const mindMapNode: z.ZodType<MindMapNode> = z
  .object({
    id: nodeId,
    label,
    note: nodeNote.optional(),
    collapsed: z.boolean().optional(),
    get children() {
      return z.array(mindMapNode);
    },
  })
  .meta({ id: 'MindMapNode' });

/**
 * The tree a client sends. Its size and depth are measured first, without recursion: a body nested a
 * thousand levels deep would otherwise overflow the stack of the recursive schema before any bound is seen.
 * Ids must be unique, since edits, selection and drag-and-drop address nodes by id.
 */
export const mindMapRoot = z
  .preprocess((value, ctx) => {
    const problem = treeShapeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    return value;
  }, mindMapNode)
  .superRefine((root, ctx) => {
    const seen = new Set<string>();
    const stack = [root];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (seen.has(node.id)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.mindMapDuplicateId(node.id) });
        return;
      }
      seen.add(node.id);
      stack.push(...node.children);
    }
  });

const title = z
  .string()
  .trim()
  .min(1, 'Mind map title is required.')
  .max(200, 'Mind map title must be at most 200 characters.');
// null clears the link to a subject or topic; leaving the field out keeps it.
const link = z.uuid({ message: 'Must be a valid id.' }).nullable().optional();

export const mindMapBody = z.object({ title, root: mindMapRoot, subjectId: link, topicId: link });
export type MindMapInput = z.infer<typeof mindMapBody>;

export const mindMapPatch = z.object({
  title: title.optional(),
  root: mindMapRoot.optional(),
  subjectId: link,
  topicId: link,
  /** The map's updatedAt as the client last saw it (optimistic concurrency, docs/API.md). */
  updatedAt: z.iso.datetime({
    offset: true,
    message: 'updatedAt must be the ISO time the mind map was read at.',
  }),
});
export type MindMapPatch = z.infer<typeof mindMapPatch>;

export const mindMapFromNote = z.object({
  noteId: z.uuid({ message: 'Must be a valid id.' }),
  title: title.optional(),
});
export type MindMapFromNote = z.infer<typeof mindMapFromNote>;

export const MINDMAP_SOURCES = ['manual', 'ai', 'note'] as const;

export const mindMap = z.object({
  id: z.string(),
  title: z.string(),
  subjectId: z.string().nullable(),
  topicId: z.string().nullable(),
  root: mindMapNode,
  nodeCount: z.number().int(),
  source: z.enum(MINDMAP_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MindMap = z.infer<typeof mindMap>;

/** A list row: everything but the tree, which can be large. */
export const mindMapSummary = mindMap.omit({ root: true });
export type MindMapSummary = z.infer<typeof mindMapSummary>;

export const mindMapFilters = z.object({
  /** Matches words anywhere in the title, case-insensitively. */
  q: z.string().trim().max(200).optional(),
  subjectId: z.uuid({ message: 'Must be a valid id.' }).optional(),
  topicId: z.uuid({ message: 'Must be a valid id.' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type MindMapFilters = z.infer<typeof mindMapFilters>;

const mindMapList = z.object({ items: z.array(mindMapSummary), nextCursor: z.string().nullable() });
const oneMindMap = z.object({ mindmap: mindMap });

export const mindMapEndpoints = endpoints('mindmaps', {
  'GET /api/mindmaps': {
    summary: 'My mind maps, last edited first, without their trees; filter by subject, topic or title',
    access: 'user',
    query: mindMapFilters,
    response: mindMapList,
    errors: [404],
  },
  'POST /api/mindmaps': {
    summary: 'Create a mind map: a title and a tree of at most 2,000 nodes and 30 levels, ids unique',
    access: 'user',
    body: mindMapBody,
    response: oneMindMap,
    status: 201,
    errors: [404, 413],
  },
  'POST /api/mindmaps/from-note': {
    summary:
      "Create a mind map from one of my notes: the note's title is the root, its headings nest by level",
    access: 'user',
    body: mindMapFromNote,
    response: oneMindMap,
    status: 201,
    errors: [404],
  },
  'GET /api/mindmaps/:id': {
    summary: 'One mind map with its tree',
    access: 'user',
    params: idParam,
    response: oneMindMap,
    errors: [404],
  },
  'PATCH /api/mindmaps/:id': {
    summary:
      'Save a mind map (the whole tree at once). updatedAt is the version the client last saw; if the map changed since, 409 conflict with the current map in details and nothing is written',
    access: 'user',
    params: idParam,
    body: mindMapPatch,
    response: oneMindMap,
    errors: [404, 409, 413],
  },
  'DELETE /api/mindmaps/:id': {
    summary: 'Delete a mind map',
    access: 'user',
    params: idParam,
    response: null,
    errors: [404],
  },
});
