// Checks that every authority the practice scenarios (guides, model answers, authorities lists) and the SBAQ
// explanations name is in the starter library under the same name: cases by name, acts by title and section.
// Genuine authorities the library does not hold yet are listed, one a line, in data/authorities-pending.txt.
// Usage: npx tsx scripts/check-authorities.ts [data] [--unlisted] (--unlisted prints the missing ones, one a line)
import fs from 'node:fs';
import path from 'node:path';
import { checkAuthorities } from '../src/server/features/practice/authorities';
import { readDataDir } from '../src/server/platform/data-files';

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--')) ?? 'data';
const listed = path.join(root, 'authorities-pending.txt');
const pending = new Set(
  fs.existsSync(listed)
    ? fs
        .readFileSync(listed, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [],
);
const { problems, named, gaps, unlisted } = checkAuthorities(
  {
    library: readDataDir(path.join(root, 'library')),
    practice: readDataDir(path.join(root, 'practice')),
    sbaq: readDataDir(path.join(root, 'sbaq')),
  },
  pending,
);
if (args.includes('--unlisted')) for (const u of unlisted) console.info(u);
else
  console.info(
    `${named} authorities named; ${gaps} not yet in the library (listed); ${problems.length} problems`,
  );
if (!args.includes('--unlisted')) for (const p of problems) console.info(`- ${p}`);
process.exitCode = problems.length ? 1 : 0;
