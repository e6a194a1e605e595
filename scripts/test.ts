import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// `npm test`: the lint, the type check and the tests side by side. The checks are a minute of one core, and
// the tests leave a core idle for longer than that (the server processes and the database waits), so
// running them first only added their minute to every run. Their output is held back and printed at the
// end, so it does not land in the middle of the tests' report. Arguments go to vitest.

const resolve = createRequire(import.meta.url).resolve;

function run(command: string, args: string[], quiet: boolean): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number>((done) => child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0))));

// The checks run as their npm scripts, so each command is written once, in package.json.
const typecheck = run('npm', ['run', '--silent', 'typecheck'], true);
const lint = run('npm', ['run', '--silent', 'lint'], true);
const tests = run(process.execPath, [resolve('vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], false);
const [typeCode, lintCode, testCode] = await Promise.all([
  exited(typecheck.child),
  exited(lint.child),
  exited(tests.child),
]);
for (const [code, check, what, script] of [
  [lintCode, lint, 'The lint', 'lint'],
  [typeCode, typecheck, 'The type check', 'typecheck'],
] as const) {
  if (code === 0) continue;
  process.stderr.write(check.output());
  console.error(`\n${what} failed (npm run ${script}).`);
}
process.exit(typeCode || lintCode || testCode);
