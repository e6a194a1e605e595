// Merges further sections of acts already in the starter library (data/library-additions/*.json, same format
// as a legislation file) into the act records in data/library. They are kept apart because an act's slug may
// appear in only one library file, and the files holding those acts were being edited by someone else.
// Usage: npx tsx scripts/merge-library-additions.ts [additions dir] [library dir]; then run check-library-data.
import fs from 'node:fs';
import path from 'node:path';
import { libraryDataFile } from '../src/shared/contracts/library-data';

const addDir = process.argv[2] ?? 'data/library-additions';
const libDir = process.argv[3] ?? 'data/library';
const files = fs.readdirSync(libDir).filter((f) => f.startsWith('legislation-') && f.endsWith('.json'));
const libs = files.map((f) => ({ f, data: JSON.parse(fs.readFileSync(path.join(libDir, f), 'utf8')) }));
let added = 0;
for (const file of fs.readdirSync(addDir).filter((f) => f.endsWith('.json'))) {
  const parsed = libraryDataFile.parse(JSON.parse(fs.readFileSync(path.join(addDir, file), 'utf8')));
  if (parsed.kind !== 'legislation') throw new Error(`${file}: not a legislation file`);
  for (const extra of parsed.items) {
    const home = libs.find((l) => l.data.items.some((a: { slug: string }) => a.slug === extra.slug));
    if (!home) throw new Error(`${file}: act ${extra.slug} is not in ${libDir}`);
    const target = home.data.items.find((a: { slug: string }) => a.slug === extra.slug);
    const have = new Set(target.provisions.map((p: { section: string }) => p.section));
    for (const p of extra.provisions) {
      if (have.has(p.section)) continue; // the library's own record wins
      target.provisions.push(p);
      added++;
    }
  }
}
for (const l of libs) fs.writeFileSync(path.join(libDir, l.f), `${JSON.stringify(l.data, null, 2)}\n`);
console.info(`${added} provisions merged`);
