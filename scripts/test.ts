import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// `npm test` after the lint: the type check and the tests side by side. The type check is a minute of one
// core, and the tests leave a core idle for longer than that (the server processes and the database waits),
// so running it first only added its minute to every run. Its output is held back and printed at the end, so
// it does not land in the middle of the tests' report. Arguments go to vitest.

const resolve = createRequire(import.meta.url).resolve;

function run(script: string, args: string[], quiet: boolean): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [script, ...args], {
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

const typecheck = run(resolve('typescript/bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], true);
const tests = run(resolve('vitest/vitest.mjs'), ['run', ...process.argv.slice(2)], false);
const [typeCode, testCode] = await Promise.all([exited(typecheck.child), exited(tests.child)]);
if (typeCode !== 0) {
  process.stderr.write(typecheck.output());
  console.error('\nThe type check failed (npm run typecheck).');
}
process.exit(typeCode || testCode);
