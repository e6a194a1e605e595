import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';

// The format of the SBAQ bank's data files under data/sbaq/: SQE1-style single-best-answer questions written
// by the team. `npm start` loads every file; records are keyed by id, so loading twice updates in place.

export const SBAQ_DATA_FORMAT = 'ratio-sbaq/1';
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const sbaqOption = z.object({
  key: z.enum(OPTION_KEYS),
  text: text(1, 600),
  /** Why this option is (or is not) the single best answer. */
  explanation: text(20, 1500),
});

export const sbaqQuestionRecord = z
  .object({
    id: z
      .string()
      .regex(/^[a-z-]+-\d{3}$/, 'An id is the subject id and a three-digit number: contract-001.'),
    subject: z.enum(FLK_SUBJECT_IDS),
    /** One of the subject's main topics (FLK_MAIN_TOPICS in src/shared/flk.ts). */
    topic: text(1, 200),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** The scenario and the question, ending with the call of the question. */
    stem: text(80, 3000),
    options: z.array(sbaqOption).length(5),
    answer: z.enum(OPTION_KEYS),
    /** The scenario turns on professional conduct (SRA Principles, Code of Conduct, Accounts Rules) as well as
     * the subject's law: the SQE weaves ethics through every subject rather than testing it alone. */
    ethics: z.boolean().optional(),
  })
  .refine((q) => q.options.every((o, i) => o.key === OPTION_KEYS[i]), {
    message: 'Options are given in the order A, B, C, D, E.',
    path: ['options'],
  })
  .refine((q) => new Set(q.options.map((o) => o.text.toLowerCase())).size === 5, {
    message: 'The five options must be distinct.',
    path: ['options'],
  });
export type SbaqQuestionRecord = z.infer<typeof sbaqQuestionRecord>;

export const sbaqDataFile = z.object({
  format: z.literal(SBAQ_DATA_FORMAT),
  items: z.array(sbaqQuestionRecord),
});
