import fs from 'node:fs';

// Questions as students ask them, each with the authorities a tutor would expect a library chat to find
// (any one of `expect` counts as right; a case by its slug, a section as "<act slug> s <section>"), and
// questions the library does not cover, which must get no citation at all. Written from the law and the
// library's list of records, not from what the ranking happens to return. When the library gains a record
// that answers a question as well as the one expected (a second authority for the postal rule, the statute
// behind a rule of the SRA), it is added to that question's list. The questions are data (questions.json),
// grouped by subject; `why` says why an out-of-scope question is outside the library.

export type InScope = { kind: 'case-law' | 'statute'; subject: string; q: string; expect: string[] };
export type OutOfScope = { kind: 'case-law' | 'statute'; q: string; why: string };

const data = JSON.parse(fs.readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as {
  inScope: InScope[];
  outOfScope: OutOfScope[];
};

export const IN_SCOPE: InScope[] = data.inScope;
export const OUT_OF_SCOPE: OutOfScope[] = data.outOfScope;
