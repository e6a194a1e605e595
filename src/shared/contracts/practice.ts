import { z } from 'zod';
import { GRADES, PRACTICE_AREAS, PRACTICE_LIMITS, PRACTICE_TOOLS } from '../practice';
import { listQuery } from './common';
import { endpoints } from './endpoint';
import { material, reader } from './practice-data';
import { demoSbaq, demoSbaqAnswers, demoSbaqResult } from './sbaq';

// The HTTP contract of the SQE2 practice tools: /api/practice/:tool/... for users, /api/demo/:tool for visitors.

export const practiceTool = z.enum(PRACTICE_TOOLS, {
  message: `Must be one of ${PRACTICE_TOOLS.join(', ')}.`,
});
export const practiceArea = z.enum(PRACTICE_AREAS);
export const toolParam = z.object({ tool: practiceTool });
export const toolIdParam = z.object({ tool: practiceTool, id: z.uuid({ message: 'Must be a valid id.' }) });
export const scenarioParam = z.object({
  tool: practiceTool,
  scenarioId: z.string().regex(/^[a-z-]+-\d{2}$/, 'Must be a scenario id such as legal-writing-01.'),
});

/** A scenario as the candidate sees it: the task and materials, never the marking guide or the client's facts. */
export const scenarioSummary = z.object({
  id: z.string(),
  tool: practiceTool,
  practiceArea,
  title: z.string(),
  summary: z.string(),
  timeLimitMinutes: z.number(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummary>;

export const scenarioView = scenarioSummary.extend({
  task: z.string(),
  materials: z.array(material),
  reader: reader.nullable(),
  /** Interviewing: the client's name. Advocacy: the judge, how to address them, and the hearing. */
  clientName: z.string().nullable(),
  judge: z.object({ name: z.string(), address: z.string(), hearing: z.string() }).nullable(),
  /** The criteria's names and descriptions, so the candidate knows what is marked (not the points). */
  criteria: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(['skills', 'law']), description: z.string() }),
  ),
});
export type ScenarioView = z.infer<typeof scenarioView>;

export const scenarioList = z.object({ items: z.array(scenarioSummary) });

// ---- Feedback ----

export const criterionMark = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['skills', 'law']),
  /** 0 to 5, as SQE2's F to A. */
  mark: z.number().int().min(0).max(5),
  grade: z.enum(GRADES),
  /** Why this mark: what was found and what was not, in full sentences. */
  reasons: z.array(z.string().min(1).max(600)).min(1).max(12),
});
export type CriterionMark = z.infer<typeof criterionMark>;

/** A figure the marker measured: "Average sentence length" "17 words" "Good: under 20 words reads easily". */
export const measureResult = z.object({
  label: z.string(),
  value: z.string(),
  comment: z.string(),
});
export type MeasureResult = z.infer<typeof measureResult>;

export const feedback = z.object({
  /** The weighted marks as a percentage. */
  percent: z.number().int().min(0).max(100),
  grade: z.enum(GRADES),
  criteria: z.array(criterionMark).min(1),
  strengths: z.array(z.string()).max(12),
  missing: z.array(z.string()).max(20),
  modelAnswer: z.array(z.string()),
  measures: z.array(measureResult),
  engine: z.enum(['local', 'openai']),
  /** The model that marked it; null offline, absent on feedback kept before models were recorded. */
  model: z.string().nullable().optional(),
  /**
   * How it was marked: `checklist`, the guide's points found in the answer by their wording (an indicative
   * grade); `model`, a language model marking against the guide and the law. Absent on older feedback.
   */
  marker: z.enum(['checklist', 'model']).optional(),
  /** Whether the answer passes: a grade of C or better and no wrong law on a central issue. */
  passed: z.boolean().optional(),
  /** Wrong statements of the law, quoted, with the correct rule and its authority. */
  wrongLaw: z.array(z.object({ quote: z.string(), correction: z.string() })).optional(),
});
export type Feedback = z.infer<typeof feedback>;

// ---- Sessions ----

export const transcriptTurn = z.object({
  /** `candidate` is the user; `client` the simulated client; `judge` the judge. */
  role: z.enum(['candidate', 'client', 'judge']),
  text: z.string(),
  at: z.string(),
  /** A judge's turn: the intervention it asks, so the next candidate turn is marked as the answer to it. */
  interventionId: z.string().nullable().default(null),
});
export type TranscriptTurn = z.infer<typeof transcriptTurn>;

export const sessionStatus = z.enum(['in_progress', 'submitted']);

export const practiceSessionSummary = z.object({
  id: z.string(),
  tool: practiceTool,
  scenarioId: z.string(),
  scenarioTitle: z.string(),
  practiceArea,
  status: sessionStatus,
  timed: z.boolean(),
  /** null until submitted. */
  percent: z.number().nullable(),
  grade: z.enum(GRADES).nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type PracticeSessionSummary = z.infer<typeof practiceSessionSummary>;

export const practiceSession = practiceSessionSummary.extend({
  scenario: scenarioView,
  /** A timed attempt's deadline; null when untimed. */
  deadline: z.string().nullable(),
  /** The written answer, or the attendance note; null while an interview or a hearing goes on. */
  answer: z.string().nullable(),
  transcript: z.array(transcriptTurn),
  feedback: feedback.nullable(),
});
export type PracticeSession = z.infer<typeof practiceSession>;

const answerText = z
  .string()
  .trim()
  .min(1, 'Write your answer before submitting.')
  .max(PRACTICE_LIMITS.answerChars, `An answer can be at most ${PRACTICE_LIMITS.answerChars} characters.`);

/**
 * Start an attempt. A written tool sends its answer at once and gets feedback (one use of the tool);
 * interviewing and advocacy start a conversation (one use, covering the conversation and its feedback)
 * and send no answer.
 */
export const createPracticeSession = z.object({
  scenarioId: z.string().regex(/^[a-z-]+-\d{2}$/, 'Must be a scenario id such as legal-writing-01.'),
  timed: z.boolean().default(false),
  answer: answerText.optional(),
  /** How long the candidate took, as the browser measured it; kept for the history. */
  secondsTaken: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export type CreatePracticeSession = z.infer<typeof createPracticeSession>;

export const practiceTurn = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Say something first.')
    .max(PRACTICE_LIMITS.turnChars, `One turn can be at most ${PRACTICE_LIMITS.turnChars} characters.`),
});

/** Ends an interview with its attendance note, or a hearing (closing words optional). */
export const submitPracticeSession = z.object({ answer: answerText.optional() });

export const practiceHistoryQuery = listQuery;
export const practiceHistory = z.object({
  items: z.array(practiceSessionSummary),
  nextCursor: z.string().nullable(),
});
export type PracticeHistory = z.infer<typeof practiceHistory>;

// ---- Demos for visitors ----

export const demoTool = z.enum(['legal-writing', 'legal-drafting', 'case-analysis'], {
  message: 'Must be one of legal-writing, legal-drafting, case-analysis.',
});
export const demoParam = z.object({ tool: demoTool });
export const demoFeedbackBody = z.object({ answer: answerText });

const oneSession = z.object({ session: practiceSession });
const aiErrors = [404, 409, 429, 503] as const;

export const practiceEndpoints = endpoints('practice', {
  'GET /api/practice/:tool/scenarios': {
    summary: "The tool's scenarios: title, practice area, summary and time allowed",
    access: 'user',
    params: toolParam,
    response: scenarioList,
    errors: [404],
  },
  'GET /api/practice/:tool/scenarios/:scenarioId': {
    summary:
      "A scenario as the candidate sees it: the task, the materials and the criteria marked (never the marking guide's points)",
    access: 'user',
    params: scenarioParam,
    response: z.object({ scenario: scenarioView }),
    errors: [404],
  },
  'POST /api/practice/:tool/sessions': {
    summary:
      'Start an attempt, taking one weekly use of the tool. Legal writing, legal drafting and case analysis send the answer and get it marked at once; interviewing and advocacy start a conversation (the client speaks first) and are marked when finished',
    access: 'user',
    params: toolParam,
    body: createPracticeSession,
    response: oneSession,
    status: 201,
    errors: aiErrors,
  },
  'GET /api/practice/:tool/sessions': {
    summary: 'My attempts at the tool, newest first, with their scores',
    access: 'user',
    params: toolParam,
    query: practiceHistoryQuery,
    response: practiceHistory,
    errors: [404],
  },
  'GET /api/practice/:tool/sessions/:id': {
    summary: 'One attempt: the scenario, my answer or transcript, and the feedback once marked',
    access: 'user',
    params: toolIdParam,
    response: oneSession,
    errors: [404],
  },
  'POST /api/practice/:tool/sessions/:id/turns': {
    summary: `Interviewing and advocacy: my next question to the client or part of my submissions (at most ${PRACTICE_LIMITS.turnChars} characters), answered by the client or the judge. 409 once finished, past the time limit or at ${PRACTICE_LIMITS.turns} turns`,
    access: 'user',
    params: toolIdParam,
    body: practiceTurn,
    response: oneSession,
    errors: aiErrors,
  },
  'POST /api/practice/:tool/sessions/:id/submit': {
    summary:
      'Interviewing and advocacy: finish with the attendance note (interviewing, required) or closing words (advocacy, optional) and get the feedback. Finishing again returns the same feedback',
    access: 'user',
    params: toolIdParam,
    body: submitPracticeSession,
    response: oneSession,
    errors: aiErrors,
  },
});

// Demos for visitors: no account, nothing stored beyond the per-IP counter.
export const demoEndpoints = endpoints('demo', {
  'GET /api/demo/sbaq': {
    summary: 'The SBAQ demo: five fixed questions from the bank, without their answers',
    access: 'public',
    response: demoSbaq,
    errors: [404],
  },
  'POST /api/demo/sbaq/feedback': {
    summary: `Mark the SBAQ demo's answers: the score and each question's answer with explanations. Nothing is stored; ${PRACTICE_LIMITS.demoPerHour} demo markings per hour per IP`,
    access: 'public',
    body: demoSbaqAnswers,
    response: demoSbaqResult,
    errors: [404, 429],
  },
  'GET /api/demo/:tool': {
    summary: 'The fixed sample scenario a visitor can try for legal writing, legal drafting or case analysis',
    access: 'public',
    params: demoParam,
    response: z.object({ scenario: scenarioView }),
    errors: [404],
  },
  'POST /api/demo/:tool/feedback': {
    summary: `Feedback on a visitor's answer to the sample scenario, as a user gets it. Nothing is stored; ${PRACTICE_LIMITS.demoPerHour} demo markings per hour per IP`,
    access: 'public',
    params: demoParam,
    body: demoFeedbackBody,
    response: z.object({ feedback }),
    errors: [404, 429, 503],
  },
});
