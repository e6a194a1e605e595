import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { ScenarioView } from '../../../shared/contracts/practice';
import { bank, practiceRequests, samplePairs, setPlan } from './test-support';

// The legal research tool end to end: the scenarios with their research materials, an attempt marked against
// its guide, the history, its own weekly allowance, and bad input.

let t: TestApp;
let r: ReturnType<typeof practiceRequests>;
beforeAll(async () => {
  t = await createTestApp();
  r = practiceRequests(t);
});
afterAll(() => t.close());

describe('legal research', () => {
  it('serves its scenarios, marks a research note, keeps it in the history and counts it against its allowance', async () => {
    const c = await registerUser(t);
    await setPlan(t, c, 'PREMIUM');
    const list = await t.request({ method: 'GET', url: '/api/practice/legal-research/scenarios', as: c });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThanOrEqual(8);

    const { scenarioId, strong, weak } = samplePairs('legal-research')[0]!;
    const one = await t.request({
      method: 'GET',
      url: `/api/practice/legal-research/scenarios/${scenarioId}`,
      as: c,
    });
    const scenario: ScenarioView = one.json().scenario;
    // The candidate gets the query and sources to sift, library records among them, but not the guide.
    expect(scenario.materials.filter((m) => m.title.startsWith('Source')).length).toBeGreaterThanOrEqual(4);
    expect(scenario.materials.some((m) => m.title.includes('Library record'))).toBe(true);
    expect(scenario.task).toContain('Further steps');
    expect(one.body).not.toMatch(/"(cues|points|modelAnswer|misconceptions)":/);

    const good = await r.started(c, 'legal-research', { scenarioId, answer: strong.answer });
    const poor = await r.started(c, 'legal-research', { scenarioId, answer: weak.answer });
    expect(good).toMatchObject({ tool: 'legal-research', scenarioId, status: 'submitted' });
    expect(good.feedback!.criteria.map((x) => x.id)).toEqual(['sources', 'note', 'law']);
    expect(good.percent! - poor.percent!).toBeGreaterThanOrEqual(40);
    expect(good.feedback!.modelAnswer).toEqual(bank().byId.get(scenarioId)!.modelAnswer);

    const history = (await r.history(c, 'legal-research')).json();
    expect(history.items.map((i: { id: string }) => i.id).sort()).toEqual([good.id, poor.id].sort());
    expect((await r.usage(c))['legal-research']).toMatchObject({ used: 2, limit: 3, remaining: 1 });
    // Its allowance is its own: the other written tools are untouched.
    expect((await r.usage(c))['case-analysis']).toMatchObject({ used: 0 });
  });

  it('refuses bad input, a conversation turn, and a scenario of another tool', async () => {
    const c = await registerUser(t);
    const scenarioId = bank().forTool('legal-research')[0]!.id;
    const empty = await r.start(c, 'legal-research', { scenarioId, answer: '  ' });
    expect(empty.statusCode).toBe(400);
    const other = await r.start(c, 'legal-research', { scenarioId: 'case-analysis-01', answer: 'A note' });
    expect(other.statusCode).toBe(404);
    const demo = await t.request({ method: 'GET', url: '/api/demo/legal-research' });
    expect(demo.statusCode).toBe(400);
    const s = await r.started(c, 'legal-research', { scenarioId, answer: 'Issue: whether the gift fails.' });
    expect((await r.turn(c, 'legal-research', s.id, 'Hello')).statusCode).toBe(400);
    // FREE: one practice attempt a week for this tool.
    expect((await r.start(c, 'legal-research', { scenarioId, answer: 'Another note' })).statusCode).toBe(429);
  });
});
