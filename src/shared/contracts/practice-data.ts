import { z } from 'zod';
import { PRACTICE_AREAS, PRACTICE_TOOLS } from '../practice';

// The format of the SQE2 practice scenarios under data/practice/<tool>.json, written by the team in its own
// words. Each scenario carries its task, the materials the candidate gets, and a marking guide in the spirit
// of the SRA's SQE2 assessment criteria: criteria of skills and of the application of law, each made of
// points an answer should make. The `local` engine marks by finding each point's cues in the answer; the
// `openai` engine is shown the same guide.

export const PRACTICE_DATA_FORMAT = 'ratio-practice/1';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * A cue is one way an answer shows it made a point: a list of terms that must all appear (in any order, case
 * ignored). A term is a word or phrase matched on word boundaries; a trailing `*` matches any ending
 * ("misrepresent*" matches misrepresentation). A point is made when any one of its cues matches.
 */
export const cueTerm = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(
    /^[a-z0-9(§£][a-z0-9 '’()./&§£,%-]*\*?$/,
    'A cue term is lower-case words (figures may have £, commas and %), with an optional trailing *.',
  );
export const cues = z.array(z.array(cueTerm).min(1).max(6)).min(1).max(12);
export type Cues = z.infer<typeof cues>;

/**
 * A wrong statement of the law that contradicts a point (wrong rule, period, party, court or outcome), in the
 * same format as the point: an answer whose sentence matches it is never credited with the point and loses
 * marks, and the feedback quotes that sentence with the point's correct rule and authority.
 */
export const misconception = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The wrong statement as feedback names it: "Says a claim must be brought within twelve months of death". */
  text: text(10, 400),
  cues,
});
export type Misconception = z.infer<typeof misconception>;

export const markingPoint = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What a good answer does, as the feedback states it: "Explains that the deposit is forfeit under...". */
  text: text(10, 400),
  cues,
  /** 2 for a point that matters more than the others (a key issue, a key fact). */
  weight: z.union([z.literal(1), z.literal(2)]).default(1),
  /** The authority for the point's rule, as cited: "Inheritance (Provision for Family and Dependants) Act 1975, s 4". */
  authority: text(3, 200).optional(),
  /** The central point of a law criterion: a misconception on it caps the criterion at D and fails the answer. */
  central: z.boolean().default(false),
  misconceptions: z.array(misconception).max(8).default([]),
});
export type MarkingPoint = z.infer<typeof markingPoint>;

/**
 * Automatic checks the local marker runs on the whole answer (or the transcript), besides the points:
 * - letter-form: greeting and matching sign-off, a heading or reference, paragraphs, a clear next step;
 * - plain-english: sentence length, reading ease, passive voice, legalese and Latin;
 * - tone: fit for the reader (a lay client is spared jargon; another solicitor gets a firm, courteous note);
 * - defined-terms: terms defined once and used consistently, none used undefined or defined unused;
 * - ambiguity: vague or double-edged words ("and/or", "reasonable endeavours" without content, "etc.");
 * - clause-structure: numbered clauses and sub-clauses, headings, one obligation per sentence;
 * - headings: a structured analysis with headings or numbered parts;
 * - citations: authorities cited correctly (case names, neutral or report citations, sections and acts);
 * - questioning: open and closed questions used in a sensible order, summarising and checking back;
 * - facts-elicited: how many of the client's facts (and key facts) the questions drew out;
 * - advocacy-structure: introduction, what is asked for, numbered submissions, conclusion;
 * - answers-judge: each judicial intervention answered directly and on point.
 */
export const MEASURES = [
  'letter-form',
  'plain-english',
  'tone',
  'defined-terms',
  'ambiguity',
  'clause-structure',
  'headings',
  'citations',
  'questioning',
  'facts-elicited',
  'advocacy-structure',
  'answers-judge',
] as const;
export type Measure = (typeof MEASURES)[number];

export const criterion = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text(3, 80),
    /** SQE2 marks skills and the application of law separately. */
    kind: z.enum(['skills', 'law']),
    /** What the examiner looks for under this criterion, in a sentence or two. */
    description: text(10, 600),
    points: z.array(markingPoint).max(20).default([]),
    measures: z.array(z.enum(MEASURES)).max(4).default([]),
  })
  .refine((c) => c.points.length > 0 || c.measures.length > 0, {
    message: 'A criterion needs points to look for, measures to run, or both.',
  });
export type Criterion = z.infer<typeof criterion>;

export const material = z.object({
  title: text(2, 200),
  kind: z.enum(['email', 'letter', 'memo', 'document', 'extract', 'note', 'transcript', 'statement']),
  /** Markdown. */
  body: text(20, 20_000),
});
export type Material = z.infer<typeof material>;

/** Who a legal-writing answer is for; the tone check depends on it. */
export const reader = z.object({
  name: text(2, 120),
  kind: z.enum(['lay-client', 'business-client', 'solicitor', 'other']),
});

/** Interviewing: the simulated client, who tells a fact only when a question touches its cues. */
export const clientFact = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What the client says when asked, in the first person. */
  text: text(10, 800),
  cues,
  /** A fact the interview must draw out to advise properly. */
  key: z.boolean().default(false),
  /** Told in answer to a broad open question ("tell me what happened") even without its cues. */
  open: z.boolean().default(false),
});
export const simulatedClient = z.object({
  name: text(2, 120),
  /** How the client opens the interview, before any question. */
  opening: text(10, 800),
  facts: z.array(clientFact).min(6).max(30),
  /** Said (in turn) when a question draws out nothing new. */
  deflections: z.array(text(5, 300)).min(2).max(8),
});

/** Advocacy: the judge, who intervenes when a submission touches a trigger or after a given turn. */
export const intervention = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Cues in the advocate's words that prompt it; null for one asked after `afterTurn` regardless. */
    trigger: cues.nullable(),
    afterTurn: z.number().int().min(1).max(10).nullable().default(null),
    question: text(10, 500),
    /** What a good answer to it covers. */
    answerCues: cues,
  })
  .refine((i) => i.trigger !== null || i.afterTurn !== null, {
    message: 'An intervention needs a trigger, a turn to come after, or both.',
  });
export const judge = z.object({
  /** "District Judge Patel". */
  name: text(2, 120),
  /** How the advocate addresses them: "Sir", "Madam", "Judge", "Your Honour". */
  address: text(2, 40),
  /** Who the candidate appears for, and what is before the court. */
  hearing: text(10, 400),
  interventions: z.array(intervention).min(2).max(8),
});

export const practiceScenario = z
  .object({
    id: z.string().regex(/^[a-z-]+-\d{2}$/, 'An id is the tool and a two-digit number: legal-writing-01.'),
    tool: z.enum(PRACTICE_TOOLS),
    practiceArea: z.enum(PRACTICE_AREAS),
    title: text(5, 120),
    /** One line for the scenario list. */
    summary: text(20, 300),
    /** The SQE2-style time allowed for the task (an interview: the interview and the note together). */
    timeLimitMinutes: z.number().int().min(5).max(120),
    /** The instructions, Markdown: who the candidate is, what to produce, for whom. */
    task: text(40, 4_000),
    materials: z.array(material).max(12),
    reader: reader.optional(),
    client: simulatedClient.optional(),
    judge: judge.optional(),
    guide: z.object({ criteria: z.array(criterion).min(3).max(10) }),
    /** The outline of a model answer, one bullet each, shown with the feedback. */
    modelAnswer: z.array(text(10, 600)).min(4).max(25),
    /** Authorities a good answer relies on, as cited: "Theft Act 1968, s 1", "Donoghue v Stevenson [1932] UKHL 100". */
    authorities: z.array(text(3, 200)).max(20).default([]),
    /** The one scenario of its tool a visitor can try at /demo/:tool. */
    demo: z.boolean().default(false),
    source: text(3, 200),
    licence: text(3, 120),
  })
  .refine((s) => s.id.startsWith(`${s.tool}-`), { message: 'The id starts with its tool.', path: ['id'] })
  .refine((s) => s.tool !== 'legal-writing' || s.reader !== undefined, {
    message: 'A legal-writing scenario names its reader.',
    path: ['reader'],
  })
  .refine((s) => s.tool !== 'interviewing' || s.client !== undefined, {
    message: 'An interviewing scenario has a simulated client.',
    path: ['client'],
  })
  .refine((s) => s.tool !== 'advocacy' || s.judge !== undefined, {
    message: 'An advocacy scenario has a judge.',
    path: ['judge'],
  })
  .refine(
    (s) =>
      s.guide.criteria.some((c) => c.kind === 'skills') && s.guide.criteria.some((c) => c.kind === 'law'),
    {
      message: 'A marking guide has criteria of skills and of the application of law.',
      path: ['guide'],
    },
  );
export type PracticeScenario = z.infer<typeof practiceScenario>;

export const practiceDataFile = z.object({
  format: z.literal(PRACTICE_DATA_FORMAT),
  items: z.array(practiceScenario),
});
