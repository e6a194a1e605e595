import { type PracticeScenario, practiceDataFile } from '../../../shared/contracts/practice-data';
import { DEMO_TOOLS, PRACTICE_TOOLS, type PracticeTool, TOOL_AREAS } from '../../../shared/practice';
import { type DataFile, parseDataFile, readDataDir } from '../../platform/data-files';

// The scenario bank of the SQE2 practice tools (data/practice/*.json). Forty-odd scenarios fit in memory, so
// they are read and checked once at start and never stored in the database: a session keeps its scenario's
// id and title, and editors can improve a scenario without a migration (docs/decisions/0017).

export class PracticeDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The practice scenarios' data files are not valid.\n  ${problems.join('\n  ')}`);
    this.name = 'PracticeDataError';
  }
}

/**
 * What each tool's bank must hold: enough scenarios, over enough practice areas (four, or every area in
 * which SQE2 examines the skill when that is fewer), each in an area where the skill is examined.
 */
export const BANK_RULES = { perTool: 12, areasPerTool: 4 } as const;
const areasWanted = (tool: PracticeTool) => Math.min(BANK_RULES.areasPerTool, TOOL_AREAS[tool].length);

export type Bank = {
  all: PracticeScenario[];
  byId: Map<string, PracticeScenario>;
  forTool(tool: PracticeTool): PracticeScenario[];
  demo(tool: PracticeTool): PracticeScenario | undefined;
};

export const readBankDir = readDataDir;

/** Every problem with the files, as "file: where: what"; an empty list means the bank is good. */
export function checkBank(files: DataFile[], rules: { complete: boolean } = { complete: true }) {
  const problems: string[] = [];
  const scenarios: PracticeScenario[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const data = parseDataFile(file, practiceDataFile, problems);
    if (!data) continue;
    for (const s of data.items) {
      const where = `${file.name}: ${s.id}`;
      if (seen.has(s.id)) problems.push(`${where}: also in ${seen.get(s.id)}`);
      seen.set(s.id, file.name);
      const ids = (xs: { id: string }[], what: string) => {
        const dup = xs.map((x) => x.id).find((id, i, all) => all.indexOf(id) !== i);
        if (dup) problems.push(`${where}: two ${what} have the id ${dup}`);
      };
      ids(s.guide.criteria, 'criteria');
      for (const c of s.guide.criteria) ids(c.points, `points of ${c.id}`);
      if (s.client) ids(s.client.facts, 'facts');
      if (s.judge) ids(s.judge.interventions, 'interventions');
      if (!TOOL_AREAS[s.tool].includes(s.practiceArea))
        problems.push(`${where}: SQE2 does not examine ${s.tool} in ${s.practiceArea}`);
      scenarios.push(s);
    }
  }
  if (rules.complete) {
    for (const tool of PRACTICE_TOOLS) {
      const mine = scenarios.filter((s) => s.tool === tool);
      if (mine.length < BANK_RULES.perTool)
        problems.push(`${tool}: ${mine.length} scenarios, at least ${BANK_RULES.perTool} needed`);
      const areas = new Set(mine.map((s) => s.practiceArea));
      if (areas.size < areasWanted(tool))
        problems.push(`${tool}: covers ${areas.size} practice areas, at least ${areasWanted(tool)} needed`);
      const demos = mine.filter((s) => s.demo).length;
      const wanted = (DEMO_TOOLS as readonly string[]).includes(tool) ? 1 : 0;
      if (demos !== wanted) problems.push(`${tool}: ${demos} demo scenarios, ${wanted} expected`);
    }
  }
  return { problems, scenarios };
}

export function makeBank(scenarios: PracticeScenario[]): Bank {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const perTool = new Map<PracticeTool, PracticeScenario[]>(
    PRACTICE_TOOLS.map((t) => [t, scenarios.filter((s) => s.tool === t)]),
  );
  return {
    all: scenarios,
    byId,
    forTool: (tool) => perTool.get(tool) ?? [],
    demo: (tool) => perTool.get(tool)?.find((s) => s.demo),
  };
}

/**
 * The bank for the server. A bad file stops the start with every problem listed: unlike the SBAQ bank there
 * is no earlier copy in the database to fall back on, and the data ships with the code, so CI catches it.
 * Completeness (enough scenarios per tool) is checked by the data's own test and script, not at start.
 */
export function loadBank(dir: string, rules = { complete: false }): Bank {
  const { problems, scenarios } = checkBank(readBankDir(dir), rules);
  if (problems.length) throw new PracticeDataError(problems);
  return makeBank(scenarios);
}

const cache = new Map<string, Bank>();

/** Reads each folder once per process: every app built in the tests shares the bank it read. */
export function loadBankCached(dir: string): Bank {
  let bank = cache.get(dir);
  if (!bank) {
    bank = loadBank(dir);
    cache.set(dir, bank);
  }
  return bank;
}
