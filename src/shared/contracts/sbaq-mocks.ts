import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';

// Full SQE1 mock papers: FLK1 or FLK2, 180 bank questions in two timed sessions of 90 (153 minutes each),
// spread over the paper's subjects, with a score report by subject and topic.

export const MOCK_QUESTIONS = 180;
export const MOCK_SESSION_QUESTIONS = 90;
export const FLK_PAPERS = ['FLK1', 'FLK2'] as const;
export type FlkPaper = (typeof FLK_PAPERS)[number];

/**
 * The pass marks the SRA published as a share of the 180 questions, for the sittings before it moved to
 * scaled scores. A mock's score is compared with these; the screen says so.
 */
export const PUBLISHED_PASS_MARKS: { sitting: string; FLK1: number; FLK2: number }[] = [
  { sitting: 'November 2021', FLK1: 57, FLK2: 56 },
  { sitting: 'July 2022', FLK1: 56, FLK2: 55 },
  { sitting: 'January 2023', FLK1: 57, FLK2: 56 },
  { sitting: 'July 2023', FLK1: 53, FLK2: 52 },
];
export const PASS_MARK_BASIS =
  'Compared with the pass marks the SRA published for the four sittings from November 2021 to July 2023, as a share of the 180 questions. Since January 2024 results are reported as a scaled score (300 out of 500 to pass) and no raw pass mark is published, so those later sittings cannot be compared. A mock drawn from Ratio’s bank is not the real paper: treat the comparison as a guide.';
export const MOCK_MIX_BASIS =
  'Questions are spread evenly over the paper’s subjects, as the SRA lists the subjects each paper covers but publishes no fixed number for each.';

export const createSbaqMock = z.object({
  paper: z.enum(FLK_PAPERS, { message: 'Choose the FLK1 or the FLK2 paper.' }),
});

const flkSubject = z.enum(FLK_SUBJECT_IDS);
const tally = { correct: z.number(), total: z.number(), percent: z.number() };

export const sbaqMockSession = z.object({
  number: z.union([z.literal(1), z.literal(2)]),
  /** The quiz that runs the session; null until the session is started. */
  quizId: z.string().nullable(),
  status: z.enum(['not_started', 'in_progress', 'submitted']),
  score: z.number().nullable(),
});

export const sbaqMockReport = z.object({
  ...tally,
  bySubject: z.array(
    z.object({
      subject: flkSubject,
      name: z.string(),
      ...tally,
      topics: z.array(z.object({ topic: z.string(), ...tally })),
    }),
  ),
  passMarks: z.object({
    basis: z.string(),
    sittings: z.array(z.object({ sitting: z.string(), percent: z.number() })),
    /** Where the score sits against those marks. */
    verdict: z.enum(['above', 'within', 'below']),
  }),
});

export const sbaqMock = z.object({
  id: z.string(),
  paper: z.enum(FLK_PAPERS),
  createdAt: z.string(),
  mix: z.object({
    basis: z.string(),
    subjects: z.array(z.object({ subject: flkSubject, name: z.string(), questions: z.number() })),
  }),
  sessions: z.array(sbaqMockSession),
  /** When both sessions are submitted. */
  report: sbaqMockReport.nullable(),
});
export type SbaqMock = z.infer<typeof sbaqMock>;

export const sbaqMockHistory = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      paper: z.enum(FLK_PAPERS),
      createdAt: z.string(),
      sessionsDone: z.number(),
      /** Once both sessions are submitted. */
      percent: z.number().nullable(),
    }),
  ),
});
export type SbaqMockHistory = z.infer<typeof sbaqMockHistory>;
