// `npm run eval`: quality measured on evaluation sets the team wrote (questions, source passages, answers),
// separate from the tests. Each suite prints its figures and says, per target, whether it was met.

export type EvalTarget = { name: string; measured: string; target: string; pass: boolean };
export type EvalReport = { lines: string[]; targets: EvalTarget[] };
export type EvalSuite = { name: string; run: () => Promise<EvalReport> };

export const percent = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
