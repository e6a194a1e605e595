import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalEngine } from '../../src/server/ai/engines/local/engine';
import { localClientReply } from '../../src/server/ai/engines/local/practice';
import { judgeReply } from '../../src/server/ai/practice/judge';
import { loadBank } from '../../src/server/features/practice/bank';
import { mark } from '../../src/server/features/practice/service';
import type { Feedback, TranscriptTurn } from '../../src/shared/contracts/practice';
import type { PracticeScenario } from '../../src/shared/contracts/practice-data';
import { PRACTICE_TOOLS, type PracticeTool } from '../../src/shared/practice';
import { type EvalSuite, percent } from '../suite';

// How the local (checklist) marker ranks answers a tutor wrote for the existing scenarios: five answers per
// scenario in eval/marking/answers/<scenario>.md, each under a heading:
//   strong-own    a strong answer in the candidate's own words, not the guide's;
//   strong-guide  a strong answer that follows the guide's own wording and order;
//   mediocre      partly right, thin, some issues missed;
//   wrong-law     fluent and well set out, but wrong on the law of a central issue;
//   off-topic     about something else.
// Interviewing: lines starting "Q: " are the questions asked (the client answers as the tool would); the
// rest is the attendance note. Advocacy: turns to the judge separated by a line "---" (the judge
// intervenes as the tool would). Measured: the ordering (both strong answers above the mediocre and the
// wrong-law ones, the mediocre above the off-topic one; a wrong-law answer must fail, which is measured
// next, so its place against a mediocre one is not ranked), wrong law caught (D or below on a law criterion and a fail overall) and the gap
// between the two strong answers.

const KINDS = ['strong-own', 'strong-guide', 'mediocre', 'wrong-law', 'off-topic'] as const;
type Kind = (typeof KINDS)[number];
const here = import.meta.dirname;
const GAP_POINTS = 10;

function parse(file: string): Map<Kind, string> {
  const out = new Map<Kind, string>();
  const parts = readFileSync(file, 'utf8').split(/^# /m).slice(1);
  for (const part of parts) {
    const [head, ...rest] = part.split('\n');
    const kind = head!.trim() as Kind;
    if (!KINDS.includes(kind)) throw new Error(`${file}: unknown heading "${head}"`);
    out.set(kind, rest.join('\n').trim());
  }
  for (const k of KINDS) if (!out.get(k)) throw new Error(`${file}: no "${k}" answer`);
  return out;
}

const at = new Date(0).toISOString();
const turn = (role: TranscriptTurn['role'], text: string, interventionId: string | null = null) => ({
  role,
  text,
  at,
  interventionId,
});

/** The answer and transcript as the tool would have them when the candidate submits. */
function attempt(scenario: PracticeScenario, text: string): { answer: string; transcript: TranscriptTurn[] } {
  if (scenario.tool === 'interviewing') {
    const transcript: TranscriptTurn[] = [turn('client', scenario.client!.opening)];
    const note: string[] = [];
    for (const line of text.split('\n')) {
      if (!line.startsWith('Q: ')) {
        note.push(line);
        continue;
      }
      transcript.push(turn('candidate', line.slice(3)));
      transcript.push(turn('client', localClientReply(scenario, transcript)));
    }
    return { answer: note.join('\n').trim(), transcript };
  }
  if (scenario.tool === 'advocacy') {
    const transcript: TranscriptTurn[] = [];
    for (const part of text
      .split(/^---$/m)
      .map((p) => p.trim())
      .filter(Boolean)) {
      transcript.push(turn('candidate', part));
      const judge = judgeReply(scenario, transcript);
      transcript.push(turn('judge', judge.text, judge.interventionId));
    }
    return { answer: '', transcript };
  }
  return { answer: text, transcript: [] };
}

const lawFloor = (f: Feedback) => Math.min(...f.criteria.filter((c) => c.kind === 'law').map((c) => c.mark));

const suite: EvalSuite = {
  name: 'marking',
  async run() {
    const bank = loadBank(join(here, '../../data/practice'));
    const engine = createLocalEngine();
    const call = { signal: new AbortController().signal, tier: 'standard' as const };
    const lines: string[] = [];
    const totals = { sets: 0, ordered: 0, wrong: 0, caught: 0, gaps: 0, close: 0 };
    const perTool = new Map<PracticeTool, typeof totals>();
    const files = readdirSync(join(here, 'answers')).filter((f) => f.endsWith('.md'));
    for (const file of files.sort()) {
      const id = file.replace(/\.md$/, '');
      const scenario = bank.byId.get(id);
      if (!scenario) throw new Error(`No scenario ${id}`);
      const answers = parse(join(here, 'answers', file));
      const fb = new Map<Kind, Feedback>();
      for (const kind of KINDS) {
        const { answer, transcript } = attempt(scenario, answers.get(kind)!);
        fb.set(kind, await mark(engine, scenario, answer, transcript, call));
      }
      const p = (k: Kind) => fb.get(k)!.percent;
      const strong = Math.min(p('strong-own'), p('strong-guide'));
      const ordered = strong > p('mediocre') && strong > p('wrong-law') && p('mediocre') > p('off-topic');
      const wrong = fb.get('wrong-law')!;
      const caught = lawFloor(wrong) <= 2 && wrong.passed === false;
      const gap = p('strong-guide') - p('strong-own');
      const t = perTool.get(scenario.tool) ?? { sets: 0, ordered: 0, wrong: 0, caught: 0, gaps: 0, close: 0 };
      for (const acc of [t, totals]) {
        acc.sets++;
        acc.ordered += ordered ? 1 : 0;
        acc.wrong++;
        acc.caught += caught ? 1 : 0;
        acc.gaps++;
        acc.close += Math.abs(gap) <= GAP_POINTS ? 1 : 0;
      }
      perTool.set(scenario.tool, t);
      lines.push(
        `${id}: ${KINDS.map((k) => `${k} ${p(k)}% ${fb.get(k)!.grade}${fb.get(k)!.passed ? '' : ' fail'}`).join(' | ')}` +
          `${ordered ? '' : '  ORDER WRONG'}${caught ? '' : `  WRONG LAW MISSED (law floor ${lawFloor(wrong)})`}`,
      );
    }
    lines.push('');
    for (const tool of PRACTICE_TOOLS) {
      const t = perTool.get(tool);
      if (!t) {
        lines.push(`${tool}: no answer sets`);
        continue;
      }
      lines.push(
        `${tool}: ${t.sets} scenarios; ordering right ${t.ordered}/${t.sets}; wrong law caught ${t.caught}/${t.wrong}; own-words gap within ${GAP_POINTS} points ${t.close}/${t.gaps}`,
      );
    }
    return {
      lines,
      targets: [
        {
          name: 'answer sets',
          measured: `${totals.sets} scenarios, ${totals.sets * KINDS.length} answers`,
          target: '>= 20 scenarios (4 per tool), >= 100 answers',
          pass: totals.sets >= 20 && PRACTICE_TOOLS.every((tool) => (perTool.get(tool)?.sets ?? 0) >= 4),
        },
        {
          name: 'ordering right',
          measured: `${totals.ordered}/${totals.sets}`,
          target: 'every scenario',
          pass: totals.ordered === totals.sets,
        },
        {
          name: 'wrong law caught (D or below on law, fail overall)',
          measured: `${totals.caught}/${totals.wrong}`,
          target: 'every case',
          pass: totals.caught === totals.wrong,
        },
        {
          name: `own-words gap <= ${GAP_POINTS} points`,
          measured: percent(totals.close, totals.gaps),
          target: '>= 90%',
          pass: totals.gaps > 0 && totals.close / totals.gaps >= 0.9,
        },
      ],
    };
  },
};
export default suite;
