// The SQE2 practice tools, once for server and client: their ids (the weekly-limit tool types and
// the :tool of /api/practice/:tool), names, screens and SQE2-style timings.

export const PRACTICE_TOOLS = [
  'legal-writing',
  'legal-drafting',
  'case-analysis',
  'legal-research',
  'interviewing',
  'advocacy',
] as const;
export type PracticeTool = (typeof PRACTICE_TOOLS)[number];

/** Tools answered in one written piece; interviewing and advocacy are conversations first. */
export const WRITTEN_TOOLS = ['legal-writing', 'legal-drafting', 'case-analysis', 'legal-research'] as const;
export type WrittenTool = (typeof WRITTEN_TOOLS)[number];
export const isWrittenTool = (tool: PracticeTool): tool is WrittenTool =>
  (WRITTEN_TOOLS as readonly string[]).includes(tool);

/** The tools a visitor can try at /demo/:tool, one fixed sample each (besides /demo/sbaq). */
export const DEMO_TOOLS = ['legal-writing', 'legal-drafting', 'case-analysis'] as const;
export type DemoTool = (typeof DEMO_TOOLS)[number];

export const PRACTICE_AREAS = [
  'property',
  'wills-and-probate',
  'business',
  'dispute-resolution',
  'criminal-litigation',
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export const PRACTICE_AREA_LABELS: Record<PracticeArea, string> = {
  property: 'Property practice',
  'wills-and-probate': 'Wills and the administration of estates',
  business: 'Business organisations and practice',
  'dispute-resolution': 'Dispute resolution',
  'criminal-litigation': 'Criminal litigation',
};

/**
 * The practice areas in which SQE2 examines each skill: advocacy only in dispute resolution and criminal
 * litigation, interviewing only in property and in wills and the administration of estates; the written
 * skills in all five.
 */
export const TOOL_AREAS: Record<PracticeTool, readonly PracticeArea[]> = {
  'legal-writing': PRACTICE_AREAS,
  'legal-drafting': PRACTICE_AREAS,
  'case-analysis': PRACTICE_AREAS,
  'legal-research': PRACTICE_AREAS,
  interviewing: ['property', 'wills-and-probate'],
  advocacy: ['dispute-resolution', 'criminal-litigation'],
};

export const PRACTICE_TOOL_INFO: Record<
  PracticeTool,
  { name: string; short: string; path: string; historyPath: string | null; minutes: number }
> = {
  'legal-writing': {
    name: 'Legal writing',
    short: 'A letter or email to a client or another party',
    path: '/ai/legal-writing',
    historyPath: '/legal-writing/history',
    minutes: 30,
  },
  'legal-drafting': {
    name: 'Legal drafting',
    short: 'Draft or amend a clause or document',
    path: '/ai/legal-drafting',
    historyPath: '/legal-drafting/history',
    minutes: 45,
  },
  'case-analysis': {
    name: 'Case and matter analysis',
    short: 'Analyse a file of documents and advise',
    path: '/ai/case-and-matter-analysis',
    historyPath: '/case-analysis/history',
    minutes: 60,
  },
  'legal-research': {
    name: 'Legal research',
    short: 'Find the law in a set of sources and write a research note',
    path: '/ai/legal-research',
    historyPath: '/legal-research/history',
    minutes: 60,
  },
  interviewing: {
    name: 'Client interviewing',
    short: 'Interview a client, then write the attendance note',
    path: '/interviewing',
    historyPath: null,
    minutes: 50,
  },
  advocacy: {
    name: 'Advocacy',
    short: 'Make oral submissions to a judge who intervenes',
    path: '/advocacy',
    historyPath: null,
    minutes: 15,
  },
};

/** SQE2 marks each skill and the application of law from A (superior) to F (poor); we mark 5 to 0. */
export const GRADES = ['F', 'E', 'D', 'C', 'B', 'A'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_LABELS: Record<Grade, string> = {
  A: 'Superior performance',
  B: 'Clearly satisfactory',
  C: 'Satisfactory',
  D: 'Unsatisfactory',
  E: 'Clearly unsatisfactory',
  F: 'Poor performance',
};
export const MAX_MARK = 5;
/**
 * The grade bands of a criterion and of the whole answer: 5 A, 4 B, 3 C, 2 D, 1 E, 0 F (the whole answer:
 * its average mark, rounded). C, satisfactory, is the lowest passing grade, so a pass is 50% or more.
 */
export const PASS_PERCENT = 50;
/** The highest mark a law criterion gets when it states wrong law on its central issue: D. */
export const WRONG_LAW_CAP = 2;
export const gradeOf = (mark: number): Grade => GRADES[Math.max(0, Math.min(MAX_MARK, Math.round(mark)))]!;

/** Bounds on what a user may send, shared by the forms and the server's checks. */
export const PRACTICE_LIMITS = {
  /** A written answer; 1,500 words is a long SQE2 answer, this leaves room for three times that. */
  answerChars: 30_000,
  /** One question to the client, or one part of a submission to the judge. */
  turnChars: 4_000,
  /** Turns in one interview or hearing, the candidate's and the other side's together. */
  turns: 120,
  /** A visitor's demo feedback requests per IP per hour. */
  demoPerHour: 5,
} as const;
