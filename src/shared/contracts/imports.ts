import { z } from 'zod';
import { endpoints } from './endpoint';

export const IMPORT_FORMATS = ['csv', 'tsv', 'quizlet', 'apkg'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const mapping = z.object({
  front: z.number().int().min(0).max(200),
  back: z.number().int().min(0).max(200),
  tags: z.number().int().min(0).max(200).optional(),
  kind: z.number().int().min(0).max(200).optional(),
});

/** The form fields sent with the file (multipart), all strings on the wire. */
export const importFields = z.object({
  topicId: z.uuid({ message: 'Choose a topic to import into.' }),
  format: z.enum([...IMPORT_FORMATS, 'auto']).default('auto'),
  delimiter: z.enum([',', '\t', ';', '|', 'auto']).default('auto'),
  hasHeader: z.enum(['true', 'false', 'auto']).default('auto'),
  mapping: z
    .string()
    .max(500)
    .transform((s, ctx) => {
      try {
        return mapping.parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The column mapping is not valid.' });
        return z.NEVER;
      }
    })
    .optional(),
  termSeparator: z.string().min(1).max(10).optional(),
  cardSeparator: z.string().min(1).max(10).optional(),
});
export const previewFields = importFields.omit({ topicId: true, mapping: true });

export const importPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  delimiter: z.string().nullable(),
  hasHeader: z.boolean().nullable(),
  headers: z.array(z.string()).nullable(),
  rows: z.array(z.array(z.string())),
  suggestedMapping: mapping.nullable(),
  /** Notes found (Anki packages), when the whole file was read to preview it. */
  notes: z.number().nullable(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  imported: z.number(),
  skipped: z.number(),
  duplicates: z.number(),
  errors: z.array(z.object({ row: z.number().optional(), message: z.string() })),
  mediaSkipped: z.number(),
  /** Pictures from an Anki package now kept with the cards. */
  imagesImported: z.number(),
});
export type ImportResult = z.infer<typeof importResult>;

export const exportQuery = z.object({ format: z.enum(['csv', 'apkg']), topicId: z.uuid().optional() });

const uploadErrors = [404, 409, 413, 415, 429, 503] as const;

export const importEndpoints = endpoints('import and export', {
  'POST /api/imports/flashcards/preview': {
    summary:
      'Preview the first rows and the column mapping of a file (multipart: file, format?, delimiter?, hasHeader?)',
    access: 'user',
    body: 'form',
    response: importPreview,
    errors: uploadErrors,
  },
  'POST /api/imports/flashcards': {
    summary:
      'Import CSV, TSV, a Quizlet export or an Anki package into a topic (multipart: file, topicId, ...)',
    access: 'user',
    body: 'form',
    response: importResult,
    errors: uploadErrors,
  },
  'GET /api/exports/flashcards': {
    summary: 'Download a topic, or all my flashcards, as CSV or an Anki package',
    access: 'user',
    query: exportQuery,
    response: 'raw',
    errors: [404],
  },
});
