// Checks the starter library's data files against their format and each other: every file parses, slugs are
// unique, every cross-reference (related cases, provisions) points at a record that exists, citations, act
// titles, chapters and aliases each belong to one record, every case and act says when its law was stated, and
// a case's year of decision agrees with its citation (the rules are in src/server/features/library/data-check.ts
// and data/library/README.md). Usage: npx tsx scripts/check-library-data.ts [data/library]
import { checkLibraryFiles } from '../src/server/features/library/data-check';
import { readDataDir } from '../src/server/platform/data-files';

const dir = process.argv[2] ?? 'data/library';
const files = readDataDir(dir);
const check = checkLibraryFiles(files);
console.info(`${check.cases} cases, ${check.acts} acts, ${check.provisions} provisions`);
for (const p of check.problems) console.info(`- ${p}`);
if (files.length === 0) console.info(`- no .json files in ${dir}`);
process.exitCode = check.problems.length || files.length === 0 ? 1 : 0;
