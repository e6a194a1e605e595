// Checks the SQE2 practice scenarios: every file parses, ids are unique, and each tool has enough scenarios
// over enough practice areas, with one demo for each demo tool. Usage: npx tsx scripts/check-practice-data.ts [data/practice]
import { checkBank, readBankDir } from '../src/server/features/practice/bank';
import { PRACTICE_TOOLS } from '../src/shared/practice';

const dir = process.argv[2] ?? 'data/practice';
const { problems, scenarios } = checkBank(readBankDir(dir));
for (const tool of PRACTICE_TOOLS) {
  const mine = scenarios.filter((s) => s.tool === tool);
  const areas = [...new Set(mine.map((s) => s.practiceArea))].join(', ');
  console.info(`${tool}: ${mine.length} scenarios (${areas})`);
}
for (const p of problems) console.info(`- ${p}`);
process.exitCode = problems.length ? 1 : 0;
