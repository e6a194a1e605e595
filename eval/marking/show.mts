import { readFileSync } from 'node:fs';
import { createLocalEngine } from '../../src/server/ai/engines/local/engine';
import { loadBank } from '../../src/server/features/practice/bank';
import { mark } from '../../src/server/features/practice/service';
const [id, kind] = process.argv.slice(2);
const bank = loadBank('/work/wt-mark/data/practice');
const s = bank.byId.get(id!)!;
const text = readFileSync(`/work/wt-mark/eval/marking/answers/${id}.md`, 'utf8').split(/^# /m).find((p) => p.startsWith(kind!))!.split('\n').slice(1).join('\n');
const fb = await mark(createLocalEngine(), s, text, [], { signal: new AbortController().signal, tier: 'standard' });
console.log(fb.percent, fb.grade, fb.passed);
for (const c of fb.criteria) { console.log(`== ${c.id} ${c.mark}`); for (const r of c.reasons) console.log('  ', r.slice(0, 230)); }
console.log(fb.wrongLaw);
