import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../shared/contracts/practice';
import { PRACTICE_TOOLS, type PracticeTool } from '../../../shared/practice';
import { createLocalEngine } from '../../ai/engines/local/engine';
import { checkBank, readBankDir } from './bank';
import { mark } from './service';
import { BANK_DIR, bank, playTurns, samplePairs } from './test-support';

// The scenario bank as shipped, and the local engine's marking of the team's sample answers: for each tool,
// a strong and a weak attempt at the same scenario, and the strong one must score clearly higher.

const call = { signal: new AbortController().signal, tier: 'standard' as const };
const CLEARLY = 20;

describe('the scenario bank', () => {
  it('is valid and complete: twelve scenarios or more per tool, over four practice areas or all of those SQE2 examines the skill in, one demo per demo tool', () => {
    const { problems, scenarios } = checkBank(readBankDir(BANK_DIR));
    expect(problems).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(72);
  });

  it('refuses a bad file with every problem named, and a duplicate id', () => {
    const good = JSON.stringify({ format: 'ratio-practice/1', items: [bank().forTool('advocacy')[0]] });
    const { problems } = checkBank(
      [
        { name: 'a.json', text: good },
        { name: 'b.json', text: good },
        { name: 'c.json', text: '{ not json' },
        { name: 'd.json', text: JSON.stringify({ format: 'ratio-practice/1', items: [{ id: 'x' }] }) },
      ],
      { complete: false },
    );
    expect(problems).toContainEqual(expect.stringMatching(/^b\.json: advocacy-\d\d: also in a\.json$/));
    expect(problems).toContainEqual(expect.stringMatching(/^c\.json: not valid JSON/));
    expect(problems.some((p) => p.startsWith('d.json: items.0.id:'))).toBe(true);
  });
});

async function attemptOf(tool: PracticeTool, scenarioId: string, s: { answer: string; turns: string[] }) {
  const transcript: TranscriptTurn[] =
    tool === 'interviewing' || tool === 'advocacy' ? await playTurns(bank(), scenarioId, s.turns) : [];
  return mark(createLocalEngine(), bank().byId.get(scenarioId)!, s.answer, transcript, call);
}

describe('local marking of the sample answers', () => {
  for (const tool of PRACTICE_TOOLS) {
    it(`${tool}: each strong answer scores at least ${CLEARLY} points above the weak one`, async () => {
      const pairs = samplePairs(tool);
      expect(pairs.length).toBeGreaterThanOrEqual(2);
      for (const { scenarioId, strong, weak } of pairs) {
        const good = await attemptOf(tool, scenarioId, strong);
        const poor = await attemptOf(tool, scenarioId, weak);
        expect(
          good.percent - poor.percent,
          `${scenarioId}: ${good.percent} vs ${poor.percent}`,
        ).toBeGreaterThanOrEqual(CLEARLY);
        expect(good.missing.length).toBeLessThan(poor.missing.length);
      }
    });
  }
});
