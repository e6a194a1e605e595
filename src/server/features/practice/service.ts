import type {
  CreatePracticeSession,
  Feedback,
  PracticeHistory,
  PracticeSession,
  TranscriptTurn,
} from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import {
  isWrittenTool,
  PRACTICE_LIMITS,
  type PracticeTool,
  type WrittenTool,
} from '../../../shared/practice';
import { type AiCall, type AiEngine, tierOf } from '../../ai/engine';
import { producedBy } from '../../ai/engine-info';
import { composeFeedback } from '../../ai/practice/compose';
import { judgeReply } from '../../ai/practice/judge';
import { runMeasures } from '../../ai/practice/measures';
import { readsAsEnglish } from '../../ai/practice/text-stats';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, invalidInput, notFound } from '../../platform/errors';
import { withUse } from '../ai';
import type { Bank } from './bank';
import { presentScenario, presentScenarioSummary, presentSession, presentSummary } from './presenter';
import * as repo from './repo';

// The SQE2 practice tools (docs/decisions/0017-sqe2-practice.md). A written tool is one request:
// the answer is marked and stored with its feedback under one weekly use. An interview or a hearing is a
// conversation: starting it takes the use, each turn gets the client's or the judge's reply, and finishing
// it marks the attendance note (or the submissions) and the transcript together.

export type PracticeDeps = { db: Executor; ai: Config['ai']; engine: AiEngine; bank: Bank };
export type Requester = { id: string; plan: Plan; signal: AbortSignal };

/** Turns still land this long after a timed attempt's deadline: a message sent at 0:01 takes a moment. */
export const GRACE_SECONDS = 30;

const callOf = (who: Requester): AiCall => ({ signal: who.signal, tier: tierOf(who.plan) });

export function scenarioOf(bank: Bank, tool: PracticeTool, scenarioId: string): PracticeScenario {
  const scenario = bank.byId.get(scenarioId);
  if (!scenario || scenario.tool !== tool) throw notFound(MESSAGES.practiceScenarioNotFound);
  return scenario;
}

export const listScenarios = (bank: Bank, tool: PracticeTool) => ({
  items: bank.forTool(tool).map(presentScenarioSummary),
});
export const getScenario = (bank: Bank, tool: PracticeTool, scenarioId: string) => ({
  scenario: presentScenario(scenarioOf(bank, tool, scenarioId)),
});

/** Marks an attempt with the configured engine: the measures are ours, the judgement the engine's. */
export async function mark(
  engine: AiEngine,
  scenario: PracticeScenario,
  answer: string,
  transcript: TranscriptTurn[],
  call: AiCall,
): Promise<Feedback> {
  const measures = runMeasures(scenario, answer, transcript);
  const judgement = await engine.markPractice({ scenario, answer, transcript, measures }, call);
  return composeFeedback(scenario, judgement, measures, engine.kind);
}

/** The feedback with the name of the model that marked it (null offline), so its label names it later. */
const named = (feedback: Feedback, ai: Config['ai'], call: AiCall): Feedback => ({
  ...feedback,
  model: producedBy(ai, call).model,
});

export async function startSession(
  deps: PracticeDeps,
  who: Requester,
  tool: PracticeTool,
  input: CreatePracticeSession,
  now = new Date(),
): Promise<PracticeSession> {
  const scenario = scenarioOf(deps.bank, tool, input.scenarioId);
  const written = isWrittenTool(tool);
  // Checked before the use is taken: a request that cannot succeed costs nothing.
  if (written && !input.answer) throw invalidInput('answer', MESSAGES.practiceAnswerNeeded);
  if (input.answer && !readsAsEnglish(input.answer))
    throw invalidInput('answer', MESSAGES.practiceNotEnglish);
  if (!written && input.answer !== undefined) throw invalidInput('answer', MESSAGES.practiceNoAnswerYet);
  const base = {
    userId: who.id,
    tool,
    scenarioId: scenario.id,
    scenarioTitle: scenario.title,
    practiceArea: scenario.practiceArea,
    timed: input.timed,
    secondsTaken: input.secondsTaken ?? null,
    startedAt: now,
    updatedAt: now,
  };
  return withUse(
    deps.db,
    deps.ai,
    who,
    tool,
    async () => {
      if (written) {
        const answer = input.answer ?? '';
        const call = callOf(who);
        const feedback = named(await mark(deps.engine, scenario, answer, [], call), deps.ai, call);
        const row = await repo.insertSession(deps.db, {
          ...base,
          status: 'submitted',
          answer,
          feedback,
          percent: feedback.percent,
          submittedAt: now,
        });
        return presentSession(row, deps.bank);
      }
      const opening: TranscriptTurn[] = scenario.client
        ? [{ role: 'client', text: scenario.client.opening, at: now.toISOString(), interventionId: null }]
        : [];
      const row = await repo.insertSession(deps.db, {
        ...base,
        transcript: opening,
        deadline: input.timed ? new Date(now.getTime() + scenario.timeLimitMinutes * 60_000) : null,
      });
      return presentSession(row, deps.bank);
    },
    now,
  );
}

async function openSession(deps: PracticeDeps, userId: string, tool: PracticeTool, id: string) {
  const row = await repo.findSession(deps.db, userId, tool, id);
  if (!row) throw notFound(MESSAGES.practiceSessionNotFound);
  return row;
}

export async function getSession(deps: PracticeDeps, userId: string, tool: PracticeTool, id: string) {
  return presentSession(await openSession(deps, userId, tool, id), deps.bank);
}

/**
 * The candidate's next question (interviewing) or part of the submissions (advocacy), and the reply. No
 * transaction is held while the engine thinks (a model call can take seconds, and PGlite has one
 * connection): the turn is appended only if the transcript is still as it was read, so two tabs sending at
 * once cannot interleave a reply with the wrong question.
 */
export async function sendTurn(
  deps: PracticeDeps,
  who: Requester,
  tool: PracticeTool,
  id: string,
  text: string,
  now = new Date(),
): Promise<PracticeSession> {
  if (isWrittenTool(tool)) throw invalidInput('tool', MESSAGES.practiceNotConversation);
  const row = await openSession(deps, who.id, tool, id);
  if (row.status !== 'in_progress') throw new AppError('conflict', MESSAGES.practiceSubmitted);
  if (row.deadline && now.getTime() > row.deadline.getTime() + GRACE_SECONDS * 1000)
    throw new AppError('conflict', MESSAGES.practiceTimeUp);
  const before = row.transcript as TranscriptTurn[];
  if (before.length + 2 > PRACTICE_LIMITS.turns)
    throw new AppError('conflict', MESSAGES.practiceTooManyTurns(PRACTICE_LIMITS.turns));
  const scenario = scenarioOf(deps.bank, tool, row.scenarioId);
  const mine: TranscriptTurn = { role: 'candidate', text, at: now.toISOString(), interventionId: null };
  const transcript = [...before, mine];
  let reply: TranscriptTurn;
  if (tool === 'interviewing') {
    const said = await deps.engine.clientReply(scenario, transcript, callOf(who));
    reply = { role: 'client', text: said, at: new Date().toISOString(), interventionId: null };
  } else {
    // The judge's interventions are scripted by the scenario, as an assessor's are, with either engine.
    const judge = judgeReply(scenario, transcript);
    reply = { role: 'judge', text: judge.text, at: now.toISOString(), interventionId: judge.interventionId };
  }
  const updated = await repo.appendTurns(deps.db, who.id, id, before.length, [mine, reply], new Date());
  if (!updated) {
    const current = await openSession(deps, who.id, tool, id);
    if (current.status !== 'in_progress') throw new AppError('conflict', MESSAGES.practiceSubmitted);
    throw new AppError('conflict', MESSAGES.practiceTurnRace);
  }
  return presentSession(updated, deps.bank);
}

/**
 * Ends an interview with its attendance note, or a hearing with optional closing words, and marks it. The
 * use was taken when it started. Finishing twice gives the same feedback.
 */
export async function submitSession(
  deps: PracticeDeps,
  who: Requester,
  tool: PracticeTool,
  id: string,
  answer: string | undefined,
  now = new Date(),
): Promise<PracticeSession> {
  if (isWrittenTool(tool)) throw invalidInput('tool', MESSAGES.practiceNotConversation);
  const row = await openSession(deps, who.id, tool, id);
  if (row.status === 'submitted') return presentSession(row, deps.bank);
  const transcript = row.transcript as TranscriptTurn[];
  if (tool === 'interviewing' && !answer) throw invalidInput('answer', MESSAGES.practiceNoteNeeded);
  if (answer && !readsAsEnglish(answer)) throw invalidInput('answer', MESSAGES.practiceNotEnglish);
  if (tool === 'advocacy' && !answer && !transcript.some((t) => t.role === 'candidate'))
    throw invalidInput('answer', MESSAGES.practiceNothingSaid);
  const scenario = scenarioOf(deps.bank, tool, row.scenarioId);
  const call = callOf(who);
  const feedback = named(await mark(deps.engine, scenario, answer ?? '', transcript, call), deps.ai, call);
  const done = await repo.markSubmitted(deps.db, who.id, id, { answer: answer ?? null, feedback, now });
  // Submitted meanwhile by another tab: theirs stands.
  return presentSession(done ?? (await openSession(deps, who.id, tool, id)), deps.bank);
}

export async function listSessions(
  db: Executor,
  userId: string,
  tool: PracticeTool,
  query: { limit: number; cursor?: string },
): Promise<PracticeHistory> {
  const rows = await repo.listSessions(db, userId, tool, {
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return keysetPage(rows, query.limit, presentSummary, (r) => r.startedAt);
}

// ---- Demos: a visitor's attempt is marked and forgotten ----

export function demoScenario(bank: Bank, tool: WrittenTool): PracticeScenario {
  const scenario = bank.demo(tool);
  if (!scenario) throw notFound(MESSAGES.practiceScenarioNotFound);
  return scenario;
}

export const presentDemo = (bank: Bank, tool: WrittenTool) => presentScenario(demoScenario(bank, tool));

/** Marked like a user's attempt, by the configured engine; the per-IP limit is the route's. */
export async function demoFeedback(
  engine: AiEngine,
  bank: Bank,
  tool: WrittenTool,
  answer: string,
  signal: AbortSignal,
  ai: Config['ai'],
): Promise<Feedback> {
  if (!readsAsEnglish(answer)) throw invalidInput('answer', MESSAGES.practiceNotEnglish);
  const call: AiCall = { signal, tier: 'standard' };
  return named(await mark(engine, demoScenario(bank, tool), answer, [], call), ai, call);
}
