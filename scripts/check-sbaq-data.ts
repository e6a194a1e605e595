// Checks the SBAQ bank's data files: every question parses, ids are unique, topics are the subject's main
// topics, and the correct answers are spread over A to E. It also checks the bank as a whole against its
// targets (size, 60 a subject, ethics share, absolute wording, the right answer not given away by its
// length), printed as PASS or MISS; a MISS fails the check like any other problem.
// Usage: npx tsx scripts/check-sbaq-data.ts [data/sbaq]
import fs from 'node:fs';
import path from 'node:path';
import { sbaqDataFile } from '../src/shared/contracts/sbaq-data';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS } from '../src/shared/flk';

const dir = process.argv[2] ?? 'data/sbaq';
const problems: string[] = [];
const ids = new Map<string, string>();
const perSubject = new Map<string, number>();
const answers = new Map<string, number>();
let ethics = 0;
// Options that lean on an absolute word: examiners avoid them, and a bank where they are nearly always wrong
// teaches exam technique instead of law.
const ABSOLUTE = /\b(always|never|automatically)\b/i;
let absoluteOptions = 0;
let absoluteRight = 0;
let options = 0;
// The right answer as the longest option, alone: chance is one in five, and much more teaches a trick.
let longestRight = 0;

for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const parsed = sbaqDataFile.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  for (const q of parsed.data.items) {
    if (ids.has(q.id)) problems.push(`${file}: ${q.id} also in ${ids.get(q.id)}`);
    ids.set(q.id, file);
    if (!q.id.startsWith(`${q.subject}-`)) problems.push(`${q.id}: id does not start with its subject`);
    if (!FLK_MAIN_TOPICS[q.subject].includes(q.topic))
      problems.push(`${q.id}: topic "${q.topic}" is not one of ${q.subject}'s main topics`);
    perSubject.set(q.subject, (perSubject.get(q.subject) ?? 0) + 1);
    answers.set(q.answer, (answers.get(q.answer) ?? 0) + 1);
    if (q.ethics) ethics++;
    const lengths = q.options.map((o) => o.text.length);
    const longest = Math.max(...lengths);
    if (
      lengths.filter((l) => l === longest).length === 1 &&
      q.options[lengths.indexOf(longest)]!.key === q.answer
    )
      longestRight++;
    for (const o of q.options) {
      options++;
      if (!ABSOLUTE.test(o.text)) continue;
      absoluteOptions++;
      if (o.key === q.answer) absoluteRight++;
    }
  }
}
console.info(`${ids.size} questions`);
console.info(FLK_SUBJECTS.map((s) => `${s.id}: ${perSubject.get(s.id) ?? 0}`).join(', '));
console.info(`answers: ${['A', 'B', 'C', 'D', 'E'].map((k) => `${k} ${answers.get(k) ?? 0}`).join(', ')}`);
const smallest = Math.min(...FLK_SUBJECTS.map((s) => perSubject.get(s.id) ?? 0));
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const targets: [string, boolean][] = [
  [`at least 1,000 questions: ${ids.size}`, ids.size >= 1000],
  [`at least 60 in every subject: smallest ${smallest}`, smallest >= 60],
  [`ethics in at least 15%: ${pct(ethics, ids.size)}`, ethics >= 0.15 * ids.size],
  [
    `absolute words in at most 3% of options, right at least as often as wrong: ${pct(absoluteOptions, options)}, ${absoluteRight} right of ${absoluteOptions}`,
    absoluteOptions <= 0.03 * options && 2 * absoluteRight >= absoluteOptions,
  ],
  [
    `the right answer is the longest option in at most 30%: ${pct(longestRight, ids.size)}`,
    longestRight <= 0.3 * ids.size,
  ],
];
for (const [what, ok] of targets) {
  console.info(`target: ${what} ${ok ? 'PASS' : 'MISS'}`);
  if (!ok) problems.push(`the bank misses its target: ${what}`);
}
for (const p of problems) console.info(`- ${p}`);
process.exitCode = problems.length ? 1 : 0;
