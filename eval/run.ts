import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalSuite } from './suite';

// Runs every suite (or those named: `npm run eval -- retrieval`), prints each suite's lines and then one
// table of targets. Exits 1 if a target is missed or a suite could not run, so a regression is noticed.
// A suite is a folder of eval/ whose index.ts exports it as default.

const here = import.meta.dirname;
const SUITES: Record<string, () => Promise<EvalSuite>> = Object.fromEntries(
  readdirSync(here)
    .filter((name) => statSync(join(here, name)).isDirectory())
    .sort()
    .map((name) => [name, async () => (await import(`./${name}/index.ts`)).default as EvalSuite]),
);

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(SUITES);
let failed = false;
const rows: string[] = [];
for (const name of names) {
  const load = SUITES[name];
  if (!load) {
    console.error(`No evaluation suite called "${name}". Suites: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
  console.info(`== ${name} ==`);
  try {
    const suite = await load();
    const report = await suite.run();
    for (const line of report.lines) console.info(line);
    for (const t of report.targets) {
      rows.push(`${t.pass ? 'PASS' : 'MISS'}  ${name}: ${t.name}: ${t.measured} (target ${t.target})`);
      if (!t.pass) failed = true;
    }
  } catch (error) {
    failed = true;
    console.error(`The ${name} suite could not run:`, error);
    rows.push(`ERROR ${name}`);
  }
}
console.info('\n== Targets ==');
for (const row of rows) console.info(row);
process.exit(failed ? 1 : 0);
