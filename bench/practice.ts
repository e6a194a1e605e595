import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLocalEngine } from '../src/server/ai/engines/local/engine';
import { composeFeedback } from '../src/server/ai/practice/compose';
import { runMeasures } from '../src/server/ai/practice/measures';
import { loadBank } from '../src/server/features/practice/bank';
import type { PracticeScenario } from '../src/shared/contracts/practice-data';
import {
  ANALYSIS_SCENARIO,
  LETTER_SCENARIO,
  STRONG_ANALYSIS,
  STRONG_LETTER,
} from '../tests/fixtures/practice/scenarios';

// The local engine marks a 1,500-word SQE2 answer in under 200 ms: the measures, the marking against
// the guide, and the feedback, as the server runs them on submission. The scenarios are the bank's own
// (data/practice) when it has them, else the marking tests' fixtures. Each run marks a slightly different
// text, as each real submission is, so no per-text memo flatters the figures. Printed, never asserted.

export const PRACTICE_TARGET = { ms: 200 } as const;
const WORDS = 1_500;
const RUNS = 200;
const WARM_UP = 10;

export type PracticeFigures = {
  scenario: string;
  words: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  percent: number;
};

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Paragraphs drawn from the scenario itself (its model answer and materials), cycled to the length wanted. */
function bodyOf(scenario: PracticeScenario, seed: string, words: number): string[] {
  const sources = [seed, ...scenario.modelAnswer, ...scenario.materials.map((m) => m.body)].filter(Boolean);
  const paragraphs: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const paragraph = sources[i % sources.length]!;
    paragraphs.push(paragraph);
    count += countWords(paragraph);
  }
  return paragraphs;
}

/** A long answer in the form the tool expects: a letter, or an analysis under headings. */
function longAnswer(scenario: PracticeScenario, seed: string, words = WORDS): string {
  const paragraphs = bodyOf(scenario, seed, words - 30);
  if (scenario.tool === 'legal-writing') {
    const reader = scenario.reader?.name ?? 'Sir or Madam';
    return `Dear ${reader},\n\nRe: ${scenario.title}\n\n${paragraphs.join('\n\n')}\n\nPlease let me know by Friday whether you agree, and I will then take the next steps.\n\nYours sincerely\n\nA Candidate`;
  }
  return `# ${scenario.title}\n\n${paragraphs.map((p, i) => `## Part ${i + 1}\n\n${p}`).join('\n\n')}`;
}

function scenarios(): Array<{ scenario: PracticeScenario; seed: string }> {
  const dir = fileURLToPath(new URL('../data/practice', import.meta.url));
  let bank: ReturnType<typeof loadBank> | null = null;
  try {
    bank = loadBank(dir, { complete: false });
  } catch (error) {
    console.warn(
      `The practice bank could not be read (${(error as Error).message}); using the test fixtures.`,
    );
  }
  const pick = (tool: 'legal-writing' | 'case-analysis') =>
    bank?.demo(tool) ?? bank?.forTool(tool)[0] ?? null;
  const writing = pick('legal-writing');
  const analysis = pick('case-analysis');
  return [
    writing ? { scenario: writing, seed: '' } : { scenario: LETTER_SCENARIO, seed: STRONG_LETTER },
    analysis ? { scenario: analysis, seed: '' } : { scenario: ANALYSIS_SCENARIO, seed: STRONG_ANALYSIS },
  ];
}

export async function benchPracticeMarking(): Promise<PracticeFigures[]> {
  const engine = createLocalEngine();
  const call = { signal: new AbortController().signal, tier: 'standard' as const };
  const figures: PracticeFigures[] = [];
  for (const { scenario, seed } of scenarios()) {
    const base = longAnswer(scenario, seed);
    const mark = async (run: number) => {
      const answer = `${base}\n\nReference ${run}.`;
      const measures = runMeasures(scenario, answer, []);
      const judgement = await engine.markPractice({ scenario, answer, transcript: [], measures }, call);
      return composeFeedback(scenario, judgement, measures, 'local');
    };
    for (let i = 0; i < WARM_UP; i++) await mark(-1 - i); // warm the JIT, as a running server is
    const times: number[] = [];
    let percent = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      percent = (await mark(i)).percent;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const f: PracticeFigures = {
      scenario: scenario.id,
      words: countWords(base),
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times.at(-1)!,
      percent,
    };
    console.info(
      `local marking of ${scenario.id} (${f.words.toLocaleString('en-GB')} words, ${RUNS} runs): p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms (target < ${PRACTICE_TARGET.ms} ms; marked ${percent}%)`,
    );
    figures.push(f);
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchPracticeMarking();
}
