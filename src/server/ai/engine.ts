import type { MeasureResult, TranscriptTurn } from '../../shared/contracts/practice';
import type { Measure, PracticeScenario } from '../../shared/contracts/practice-data';
import type { Plan } from '../../shared/plans';
import type { FlashcardsOutput, MindMapOutput, NoteOutput, PracticeJudgement } from './schemas';

// One interface for every AI feature (docs/decisions/0015-ai-engines.md). Two engines implement it: `local`
// (offline, deterministic extraction) and `openai` (any Chat Completions endpoint). Callers never know which.

export type CardKind = 'basic' | 'reverse' | 'cloze';

/** What the user gave us to work from: pasted or uploaded text, one of their notes, a library case. */
export type SourceMaterial = {
  /** The source's own name (a note's title, a case's name and citation, a file name), if it has one. */
  title: string | null;
  text: string;
};

/** `enhanced` is the ULTRA plan's model (AI_MODEL_ULTRA); the local engine has one tier. */
export type ModelTier = 'standard' | 'enhanced';

/** The model a plan is answered with: ULTRA's benefit is the enhanced model, every other plan the standard. */
export const tierOf = (plan: Plan): ModelTier => (plan === 'ULTRA' ? 'enhanced' : 'standard');

/** Every call can be cancelled: closing the page aborts `signal` and the engine stops its model call. */
export type AiCall = { signal: AbortSignal; tier: ModelTier };

export type FlashcardOptions = { count: number; kinds: CardKind[] };

/** A library record (or a note) the chat may rely on. An answer cites only passages it was given. */
export type Passage = {
  id: string;
  kind: 'case' | 'provision' | 'note';
  /** "Carlill v Carbolic Smoke Ball Co" or "Theft Act 1968, s 1". */
  title: string;
  /** "[1893] 1 QB 256"; null for a section or a note. */
  citation: string | null;
  text: string;
};

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A passage the answer relied on; `marker` is the [n] the text uses for it (1-based position in `passages`). */
export type Citation = {
  marker: number;
  id: string;
  kind: Passage['kind'];
  title: string;
  citation: string | null;
};

/**
 * A chat answer as it streams: text pieces as they come, then exactly one `citations` event, last. A chat
 * route can forward each event as a Server-Sent Event without waiting for the whole answer.
 */
export type ChatEvent = { type: 'text'; text: string } | { type: 'citations'; citations: Citation[] };

/**
 * What one automatic check (src/server/ai/practice/measures.ts) found in an attempt. The same figures are
 * shown with either engine; `score` (0 to 1) is what the local marker weighs them by.
 */
export type MeasureOutcome = {
  measure: Measure;
  score: number;
  /**
   * False when there was nothing to measure (a judge who never intervened asked nothing to answer): the score
   * means nothing, and a criterion resting only on such measures is left out of the overall mark.
   */
  applicable?: boolean;
  results: MeasureResult[];
  strengths: string[];
  missing: string[];
};

/** An SQE2 practice attempt to mark: the written answer (or attendance note) and any transcript. */
export type PracticeAttempt = {
  scenario: PracticeScenario;
  answer: string;
  transcript: TranscriptTurn[];
  measures: MeasureOutcome[];
};

export interface AiEngine {
  readonly kind: 'local' | 'openai';
  /** Cards checked against the output schema; at most `options.count`, only of `options.kinds`. */
  generateFlashcards(
    source: SourceMaterial,
    options: FlashcardOptions,
    call: AiCall,
  ): Promise<FlashcardsOutput>;
  /** A structured revision note in Markdown. */
  generateNote(source: SourceMaterial, call: AiCall): Promise<NoteOutput>;
  /** A mind-map outline (labels, notes, children; the caller gives the nodes their ids). */
  generateMindMap(source: SourceMaterial, call: AiCall): Promise<MindMapOutput>;
  /**
   * Answers a question from `passages` alone, streaming. Iterating starts the work; breaking out of the loop
   * or aborting `signal` stops it. Failures are thrown from the iteration as AppErrors.
   */
  answer(
    question: string,
    passages: Passage[],
    history: ChatTurn[],
    signal: AbortSignal,
    options?: { tier?: ModelTier },
  ): AsyncIterable<ChatEvent>;
  /**
   * Marks an attempt against its scenario's marking guide: a mark of 0 to 5 per criterion with reasons, what
   * was done well and what was missing. The caller adds the measures and the model answer.
   */
  markPractice(attempt: PracticeAttempt, call: AiCall): Promise<PracticeJudgement>;
  /**
   * Interviewing: the simulated client's answer to the candidate's last question in `transcript`, telling
   * only facts that the questions so far have asked about.
   */
  clientReply(scenario: PracticeScenario, transcript: TranscriptTurn[], call: AiCall): Promise<string>;
}
