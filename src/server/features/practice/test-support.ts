import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Client, TestApp } from '../../../../tests/helpers/test-app';
import type { PracticeSession, TranscriptTurn } from '../../../shared/contracts/practice';
import type { Plan } from '../../../shared/plans';
import type { PracticeTool } from '../../../shared/practice';
import { createLocalEngine } from '../../ai/engines/local/engine';
import { judgeReply } from '../../ai/practice/judge';
import { users } from '../../db/schema';
import { type Bank, loadBankCached } from './bank';

// What the practice test files share: the real bank, the team's sample answers (a strong and a weak one for
// two scenarios of each tool, tests/fixtures/practice), and requests as a user.

export const BANK_DIR = fileURLToPath(new URL('../../../../data/practice', import.meta.url));
export const SAMPLES_DIR = fileURLToPath(new URL('../../../../tests/fixtures/practice', import.meta.url));
export const bank = (): Bank => loadBankCached(BANK_DIR);

export type Sample = { scenarioId: string; quality: 'strong' | 'weak'; answer: string; turns: string[] };

export function samples(tool: PracticeTool): Sample[] {
  const file = `${SAMPLES_DIR}/${tool}-answers.json`;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Sample[] }).items;
}

/** The strong and weak samples of each scenario that has both. */
export function samplePairs(tool: PracticeTool) {
  const all = samples(tool);
  const ids = [...new Set(all.map((s) => s.scenarioId))];
  return ids.flatMap((id) => {
    const strong = all.find((s) => s.scenarioId === id && s.quality === 'strong');
    const weak = all.find((s) => s.scenarioId === id && s.quality === 'weak');
    return strong && weak ? [{ scenarioId: id, strong, weak }] : [];
  });
}

/**
 * Plays a sample's turns against the local client (interviewing) or the scripted judge (advocacy), as the
 * server would, and returns the transcript.
 */
export async function playTurns(b: Bank, scenarioId: string, turns: string[]): Promise<TranscriptTurn[]> {
  const scenario = b.byId.get(scenarioId)!;
  const engine = createLocalEngine();
  const at = new Date(0).toISOString();
  const transcript: TranscriptTurn[] = scenario.client
    ? [{ role: 'client', text: scenario.client.opening, at, interventionId: null }]
    : [];
  for (const text of turns) {
    transcript.push({ role: 'candidate', text, at, interventionId: null });
    if (scenario.tool === 'interviewing') {
      const reply = await engine.clientReply(scenario, transcript, {
        signal: new AbortController().signal,
        tier: 'standard',
      });
      transcript.push({ role: 'client', text: reply, at, interventionId: null });
    } else {
      const judge = judgeReply(scenario, transcript);
      transcript.push({ role: 'judge', text: judge.text, at, interventionId: judge.interventionId });
    }
  }
  return transcript;
}

export async function setPlan(t: TestApp, c: Client, plan: Plan) {
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
}

export function practiceRequests(t: TestApp) {
  const base = (tool: PracticeTool) => `/api/practice/${tool}`;
  return {
    start: (as: Client, tool: PracticeTool, payload: object) =>
      t.request({ method: 'POST', url: `${base(tool)}/sessions`, payload, as }),
    async started(as: Client, tool: PracticeTool, payload: object): Promise<PracticeSession> {
      const res = await t.request({ method: 'POST', url: `${base(tool)}/sessions`, payload, as });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().session;
    },
    get: (as: Client, tool: PracticeTool, id: string) =>
      t.request({ method: 'GET', url: `${base(tool)}/sessions/${id}`, as }),
    turn: (as: Client, tool: PracticeTool, id: string, text: string) =>
      t.request({ method: 'POST', url: `${base(tool)}/sessions/${id}/turns`, payload: { text }, as }),
    submit: (as: Client, tool: PracticeTool, id: string, payload: object = {}) =>
      t.request({ method: 'POST', url: `${base(tool)}/sessions/${id}/submit`, payload, as }),
    history: (as: Client, tool: PracticeTool, query = '') =>
      t.request({ method: 'GET', url: `${base(tool)}/sessions${query}`, as }),
    usage: async (as: Client) => (await t.request({ method: 'GET', url: '/api/ai/usage', as })).json().tools,
  };
}
