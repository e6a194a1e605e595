import { readFileSync } from 'node:fs';
import { sourceFigures, sourceProblem } from '../../src/server/features/ai/source-check';
import { CONTRACT_PASSAGE } from '../../tests/fixtures/ai/passages';
import { type EvalSuite, percent } from '../suite';
import { BINARY, type Case, FOREIGN, HARD_ENGLISH } from './cases';

// The generators' input gate (docs/decisions/0049): how much real English legal text it refuses by mistake,
// and how much foreign-language and binary text it lets through. The English comes from the shipped library
// (every case's summary, every provision's summary) plus hand-written awkward English; see cases.ts.

type Library = { items: Array<Record<string, unknown>> };
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../data/library/${file}`, import.meta.url), 'utf8')) as Library;

function libraryEnglish(): Case[] {
  const out: Case[] = [];
  for (const file of ['cases-a.json', 'cases-b.json']) {
    for (const c of read(file).items) {
      const text = ['facts', 'issues', 'held', 'ratio']
        .map((k) => c[k])
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .join('\n\n');
      if (text) out.push({ name: String(c.name ?? c.slug), text });
    }
  }
  for (const file of ['legislation-a.json', 'legislation-b.json']) {
    for (const act of read(file).items) {
      const provisions =
        (act.provisions as Array<{ section: string; heading: string; summary: string }>) ?? [];
      const text = provisions.map((p) => `${p.section} ${p.heading}\n${p.summary}`).join('\n\n');
      if (text) out.push({ name: String(act.title), text });
    }
  }
  return out;
}

const suite: EvalSuite = {
  name: 'ai-source-check',
  async run() {
    const lines: string[] = [];
    const english = [...libraryEnglish(), { name: 'contract passage', text: CONTRACT_PASSAGE }];
    const wrong = (cases: Case[], ok: (p: ReturnType<typeof sourceProblem>) => boolean) =>
      cases.filter((c) => !ok(sourceProblem(c.text)));

    const refusedEnglish = wrong(english, (p) => p === null);
    const refusedHard = wrong(HARD_ENGLISH, (p) => p === null);
    const missedForeign = wrong(FOREIGN, (p) => p === 'not_english');
    const missedBinary = wrong(BINARY, (p) => p === 'binary');

    const lowest = english
      .map((c) => ({ c, f: sourceFigures(c.text) }))
      .filter((x) => x.f.words >= 20)
      .sort((a, b) => a.f.functionShare - b.f.functionShare)[0];
    lines.push(
      `library English: ${english.length} texts, ${refusedEnglish.length} refused; lowest function-word share ` +
        `${lowest ? `${(100 * lowest.f.functionShare).toFixed(1)}% (${lowest.c.name})` : 'n/a'}`,
    );
    for (const [label, list] of [
      ['hard English refused', refusedHard],
      ['foreign let through', missedForeign],
      ['binary let through', missedBinary],
    ] as const) {
      for (const c of list) {
        const f = sourceFigures(c.text);
        lines.push(
          `${label}: ${c.name} (problem ${sourceProblem(c.text) ?? 'none'}, latin ${(100 * f.latinShare).toFixed(0)}%, ` +
            `${f.words} lower-case words, function share ${(100 * f.functionShare).toFixed(1)}%)`,
        );
      }
    }
    for (const c of [...HARD_ENGLISH, ...FOREIGN]) {
      const f = sourceFigures(c.text);
      lines.push(`  ${c.name}: function share ${(100 * f.functionShare).toFixed(1)}% of ${f.words} words`);
    }

    const englishAll = english.length + HARD_ENGLISH.length;
    const englishRefused = refusedEnglish.length + refusedHard.length;
    return {
      lines,
      targets: [
        {
          name: 'English legal text refused by mistake',
          measured: `${englishRefused}/${englishAll} (${percent(englishRefused, englishAll)})`,
          target: '0',
          pass: englishRefused === 0,
        },
        {
          name: 'foreign-language text refused',
          measured: `${FOREIGN.length - missedForeign.length}/${FOREIGN.length} (${percent(FOREIGN.length - missedForeign.length, FOREIGN.length)})`,
          target: '>= 90%',
          pass: (FOREIGN.length - missedForeign.length) / FOREIGN.length >= 0.9,
        },
        {
          name: 'binary text refused',
          measured: `${BINARY.length - missedBinary.length}/${BINARY.length}`,
          target: 'all',
          pass: missedBinary.length === 0,
        },
      ],
    };
  },
};
export default suite;
