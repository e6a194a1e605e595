// Checks the starter library's data files against their format and each other: every file parses, slugs are
// unique, and every cross-reference (related cases, provisions) points at a record that exists.
// Usage: npx tsx scripts/check-library-data.ts [data/library]
import fs from 'node:fs';
import path from 'node:path';
import { libraryDataFile } from '../src/shared/contracts/library-data';

const dir = process.argv[2] ?? 'data/library';
const problems: string[] = [];
const caseSlugs = new Map<string, string>();
const provisionKeys = new Set<string>();
const actSlugs = new Map<string, string>();
const references: { from: string; kind: 'case' | 'provision'; ref: string }[] = [];
let cases = 0;
let provisions = 0;

for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const parsed = libraryDataFile.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  if (parsed.data.kind === 'cases') {
    for (const c of parsed.data.items) {
      cases++;
      if (caseSlugs.has(c.slug))
        problems.push(`${file}: case slug ${c.slug} also in ${caseSlugs.get(c.slug)}`);
      caseSlugs.set(c.slug, file);
      for (const r of c.related) references.push({ from: c.slug, kind: 'case', ref: r });
      for (const r of c.provisions) references.push({ from: c.slug, kind: 'provision', ref: r });
    }
  } else {
    for (const act of parsed.data.items) {
      if (actSlugs.has(act.slug))
        problems.push(`${file}: act slug ${act.slug} also in ${actSlugs.get(act.slug)}`);
      actSlugs.set(act.slug, file);
      for (const p of act.provisions) {
        provisions++;
        const key = `${act.slug} s ${p.section}`;
        if (provisionKeys.has(key)) problems.push(`${file}: ${key} twice`);
        provisionKeys.add(key);
      }
    }
  }
}
for (const r of references) {
  const known = r.kind === 'case' ? caseSlugs.has(r.ref) : provisionKeys.has(r.ref);
  if (!known) problems.push(`${r.from}: ${r.kind} ${r.ref} is not in the library (yet)`);
}
console.info(`${cases} cases, ${actSlugs.size} acts, ${provisions} provisions`);
for (const p of problems) console.info(`- ${p}`);
process.exitCode = problems.length ? 1 : 0;
