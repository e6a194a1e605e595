import { z } from 'zod';
import { FLK_MAIN_TOPICS, FLK_SUBJECT_IDS } from '../flk';
import { idParam, listQuery } from './common';
import { endpoints } from './endpoint';
import { OPTION_KEYS } from './sbaq-data';
import { createSbaqMock, sbaqMock, sbaqMockHistory } from './sbaq-mocks';

// SBAQ quizzes: the HTTP contract. A quiz leaves the server without its answers or explanations
// until it is submitted; the summary then carries both, for every option.

/** SQE1 pace: a session is 90 questions in 153 minutes, so 102 seconds a question. */
export const SQE_SECONDS_PER_QUESTION = (153 * 60) / 90;
export const SBAQ_MIN_QUESTIONS = 5;
/** One SQE1 session. */
export const SBAQ_MAX_QUESTIONS = 90;

const flkSubject = z.enum(FLK_SUBJECT_IDS, { message: 'Choose subjects from the FLK list.' });
const optionKey = z.enum(OPTION_KEYS, { message: 'An answer is one of A, B, C, D or E.' });

export const sbaqTopics = z.object({
  subjects: z.array(
    z.object({
      id: flkSubject,
      name: z.string(),
      paper: z.enum(['FLK1', 'FLK2']),
      /** Questions in the bank for this subject. */
      questionCount: z.number(),
      topics: z.array(z.object({ name: z.string(), questionCount: z.number() })),
    }),
  ),
  total: z.number(),
});
export type SbaqTopics = z.infer<typeof sbaqTopics>;

export const createSbaqQuiz = z
  .object({
    subjects: z
      .array(flkSubject, { message: 'Choose at least one subject.' })
      .min(1, 'Choose at least one subject.')
      .max(FLK_SUBJECT_IDS.length, 'Choose each subject once.')
      .refine((s) => new Set(s).size === s.length, 'Choose each subject once.'),
    /** Narrows the subjects they belong to; a chosen subject with none of its topics here keeps them all. */
    topics: z
      .array(z.string().trim().min(1, 'A topic needs a name.').max(200), {
        message: 'Topics are a list of topic names.',
      })
      .max(120, 'Choose at most 120 topics.')
      .optional(),
    count: z
      .number({ message: 'The number of questions must be a whole number.' })
      .int('The number of questions must be a whole number.')
      .min(SBAQ_MIN_QUESTIONS, `A quiz has at least ${SBAQ_MIN_QUESTIONS} questions.`)
      .max(SBAQ_MAX_QUESTIONS, `A quiz has at most ${SBAQ_MAX_QUESTIONS} questions (one SQE1 session).`),
    /** Timed at SQE pace (102 seconds a question) or untimed. */
    timed: z.boolean({ message: 'Timed must be true or false.' }).default(false),
  })
  .superRefine((body, ctx) => {
    const chosen = body.subjects.flatMap((s) => FLK_MAIN_TOPICS[s] ?? []);
    body.topics?.forEach((topic, i) => {
      if (!chosen.includes(topic))
        ctx.addIssue({
          code: 'custom',
          path: ['topics', i],
          message: `"${topic}" is not a topic of the subjects chosen.`,
        });
    });
  });
export type CreateSbaqQuiz = z.input<typeof createSbaqQuiz>;

export const sbaqQuizQuestion = z.object({
  id: z.string(),
  subject: flkSubject,
  stem: z.string(),
  options: z.array(z.object({ key: optionKey, text: z.string() })),
});
export type SbaqQuizQuestion = z.infer<typeof sbaqQuizQuestion>;

/** A quiz being taken: questions without answers, the user's saved choices and flags, and time left. */
export const sbaqQuiz = z.object({
  id: z.string(),
  subjects: z.array(flkSubject),
  questions: z.array(sbaqQuizQuestion),
  /** { [questionId]: 'A'..'E' }: what the user has chosen so far. */
  answers: z.record(z.string(), optionKey),
  flagged: z.array(z.string()),
  timeLimitSeconds: z.number().nullable(),
  startedAt: z.string(),
  /** Seconds until the deadline by the server's clock (never below 0); null when untimed. */
  secondsLeft: z.number().nullable(),
});
export type SbaqQuiz = z.infer<typeof sbaqQuiz>;

export const saveSbaqAnswer = z.object({
  questionId: z.string().min(1, 'Say which question.').max(100),
  /** null clears the choice. */
  answer: optionKey.nullable(),
  /** Left out: the flag stays as it is. */
  flagged: z.boolean({ message: 'Flagged must be true or false.' }).optional(),
});
export type SaveSbaqAnswer = z.infer<typeof saveSbaqAnswer>;

export const savedSbaqAnswers = z.object({
  answers: z.record(z.string(), optionKey),
  flagged: z.array(z.string()),
  secondsLeft: z.number().nullable(),
});
export type SavedSbaqAnswers = z.infer<typeof savedSbaqAnswers>;

export const subjectScore = z.object({
  subject: flkSubject,
  name: z.string(),
  correct: z.number(),
  total: z.number(),
  /** 0..100, rounded. */
  percent: z.number(),
});
export type SubjectScore = z.infer<typeof subjectScore>;

export const sbaqReviewedQuestion = z.object({
  id: z.string(),
  subject: flkSubject,
  topic: z.string(),
  stem: z.string(),
  options: z.array(z.object({ key: optionKey, text: z.string(), explanation: z.string() })),
  answer: optionKey,
  /** null: not answered. */
  chosen: optionKey.nullable(),
  correct: z.boolean(),
  flagged: z.boolean(),
});
export type SbaqReviewedQuestion = z.infer<typeof sbaqReviewedQuestion>;

export const sbaqSummary = z.object({
  quizId: z.string(),
  subjects: z.array(flkSubject),
  score: z.number(),
  total: z.number(),
  answered: z.number(),
  percent: z.number(),
  timeLimitSeconds: z.number().nullable(),
  /** From start to submission, at most the time limit when timed. */
  timeTakenSeconds: z.number(),
  startedAt: z.string(),
  submittedAt: z.string(),
  bySubject: z.array(subjectScore),
  questions: z.array(sbaqReviewedQuestion),
});
export type SbaqSummary = z.infer<typeof sbaqSummary>;

export const sbaqQuizState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in_progress'), quiz: sbaqQuiz }),
  z.object({ status: z.literal('submitted'), summary: sbaqSummary }),
]);
export type SbaqQuizState = z.infer<typeof sbaqQuizState>;

export const sbaqHistoryItem = z.object({
  id: z.string(),
  subjects: z.array(flkSubject),
  status: z.enum(['in_progress', 'submitted']),
  total: z.number(),
  /** null until submitted. */
  score: z.number().nullable(),
  percent: z.number().nullable(),
  timed: z.boolean(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type SbaqHistoryItem = z.infer<typeof sbaqHistoryItem>;

export const sbaqHistoryQuery = listQuery;
export const sbaqHistory = z.object({ items: z.array(sbaqHistoryItem), nextCursor: z.string().nullable() });
export type SbaqHistory = z.infer<typeof sbaqHistory>;

export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((100 * part) / whole);

// ---- The public demo (/demo/sbaq): five fixed bank questions, marked without an account or a stored row ----

export const demoSbaq = z.object({ questions: z.array(sbaqQuizQuestion) });
export type DemoSbaq = z.infer<typeof demoSbaq>;
export const demoSbaqAnswers = z.object({
  /** { [questionId]: 'A'..'E' }; questions left out count as not answered. */
  answers: z
    .record(z.string().max(100), optionKey)
    .refine((a) => Object.keys(a).length <= 20, 'At most 20 answers.'),
});
export const demoSbaqResult = z.object({
  score: z.number(),
  total: z.number(),
  percent: z.number(),
  questions: z.array(sbaqReviewedQuestion),
});
export type DemoSbaqResult = z.infer<typeof demoSbaqResult>;

const notFound = [404] as const;

export const sbaqEndpoints = endpoints('sbaq', {
  'GET /api/sbaq/topics': {
    summary: 'The FLK subjects and their topics, with how many questions the bank holds for each',
    access: 'user',
    response: sbaqTopics,
  },
  'POST /api/sbaq/quizzes': {
    summary:
      'Start a quiz of 5 to 90 bank questions from the chosen FLK subjects (and topics), weakest areas first, no repeats until the scope is used up; timed at SQE pace (102 s a question) or untimed. Counts one weekly use of sbaq_practice; no answers or explanations until submitted',
    access: 'user',
    body: createSbaqQuiz,
    response: z.object({ quiz: sbaqQuiz }),
    status: 201,
    errors: [404, 429],
  },
  'GET /api/sbaq/quizzes': {
    summary: 'My quizzes, newest first, with their subjects and scores',
    access: 'user',
    query: sbaqHistoryQuery,
    response: sbaqHistory,
    errors: notFound,
  },
  'GET /api/sbaq/quizzes/:id': {
    summary:
      'A quiz in progress (my saved answers and flags, seconds left; no answer keys), or its summary once submitted. A timed quiz past its deadline is submitted as it stands',
    access: 'user',
    params: idParam,
    response: sbaqQuizState,
    errors: notFound,
  },
  'POST /api/sbaq/quizzes/:id/answers': {
    summary:
      "Save one question's answer (null clears it) and optionally its flag, as the user goes. 409 once the quiz is submitted or its time is up",
    access: 'user',
    params: idParam,
    body: saveSbaqAnswer,
    response: savedSbaqAnswers,
    errors: [404, 409],
  },
  'POST /api/sbaq/quizzes/:id/submit': {
    summary:
      'Submit the quiz with the answers saved: the score, the score per subject, and every question with the correct answer and an explanation of each option. Submitting again returns the same summary',
    access: 'user',
    params: idParam,
    response: z.object({ summary: sbaqSummary }),
    errors: notFound,
  },
  'POST /api/sbaq/mocks': {
    summary:
      'Start a full FLK1 or FLK2 mock paper: 180 bank questions spread evenly over the paper’s subjects, in two timed sessions of 90 (153 minutes each); session 1 starts now. Counts one weekly use of sbaq_practice',
    access: 'user',
    body: createSbaqMock,
    response: z.object({ mock: sbaqMock }),
    status: 201,
    errors: [404, 429],
  },
  'GET /api/sbaq/mocks': {
    summary: 'My mock papers, newest first, with how many sessions are done and the score once both are',
    access: 'user',
    response: sbaqMockHistory,
  },
  'GET /api/sbaq/mocks/:id': {
    summary:
      'A mock paper: its subject mix, its two sessions, and once both are submitted the report by subject and topic with the comparison against published pass marks',
    access: 'user',
    params: idParam,
    response: sbaqMock,
    errors: notFound,
  },
  'POST /api/sbaq/mocks/:id/session-2': {
    summary:
      'Start session 2 of a mock paper (409 until session 1 is submitted); asking again returns the session already started',
    access: 'user',
    params: idParam,
    response: sbaqMock,
    errors: [404, 409],
  },
});
