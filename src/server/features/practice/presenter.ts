import type {
  Feedback,
  PracticeSession,
  PracticeSessionSummary,
  ScenarioSummary,
  ScenarioView,
  TranscriptTurn,
} from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import {
  GRADES,
  type Grade,
  PRACTICE_AREAS,
  type PracticeArea,
  type PracticeTool,
} from '../../../shared/practice';
import type { Bank } from './bank';
import type { HistoryRow, SessionRow } from './repo';

// What the candidate may see of a scenario: the task and the materials, never the marking guide's points,
// the client's facts or the judge's interventions (they would give the answers away).

export const presentScenarioSummary = (s: PracticeScenario): ScenarioSummary => ({
  id: s.id,
  tool: s.tool,
  practiceArea: s.practiceArea,
  title: s.title,
  summary: s.summary,
  timeLimitMinutes: s.timeLimitMinutes,
});

export const presentScenario = (s: PracticeScenario): ScenarioView => ({
  ...presentScenarioSummary(s),
  task: s.task,
  materials: s.materials,
  reader: s.reader ?? null,
  clientName: s.client?.name ?? null,
  judge: s.judge ? { name: s.judge.name, address: s.judge.address, hearing: s.judge.hearing } : null,
  criteria: s.guide.criteria.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    description: c.description,
  })),
});

/** A session whose scenario has left the bank still opens, with what the row remembers of it. */
function retiredScenario(row: SessionRow): ScenarioView {
  return {
    id: row.scenarioId,
    tool: row.tool as PracticeTool,
    practiceArea: areaOf(row.practiceArea),
    title: row.scenarioTitle,
    summary: 'This scenario has been retired from the bank.',
    timeLimitMinutes: 0,
    task: 'This scenario has been retired from the bank; your attempt and its feedback are kept.',
    materials: [],
    reader: null,
    clientName: null,
    judge: null,
    criteria: [],
  };
}

const areaOf = (a: string): PracticeArea =>
  (PRACTICE_AREAS as readonly string[]).includes(a) ? (a as PracticeArea) : 'dispute-resolution';
const gradeOf = (g: string | null | undefined): Grade | null =>
  g && (GRADES as readonly string[]).includes(g) ? (g as Grade) : null;

export const presentSummary = (row: HistoryRow | SessionRow): PracticeSessionSummary => ({
  id: row.id,
  tool: row.tool as PracticeTool,
  scenarioId: row.scenarioId,
  scenarioTitle: row.scenarioTitle,
  practiceArea: areaOf(row.practiceArea),
  status: row.status as PracticeSessionSummary['status'],
  timed: row.timed,
  percent: row.percent,
  grade: 'grade' in row ? gradeOf(row.grade) : gradeOf((row.feedback as Feedback | null)?.grade),
  startedAt: row.startedAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

export function presentSession(row: SessionRow, bank: Bank): PracticeSession {
  const scenario = bank.byId.get(row.scenarioId);
  return {
    ...presentSummary(row),
    scenario: scenario ? presentScenario(scenario) : retiredScenario(row),
    deadline: row.deadline?.toISOString() ?? null,
    answer: row.answer,
    transcript: row.transcript as TranscriptTurn[],
    feedback: (row.feedback as Feedback | null) ?? null,
  };
}
