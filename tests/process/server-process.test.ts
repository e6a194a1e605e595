import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, tempDataDir } from './server-process';

// A benchmark or test process that dies of an uncaught error skips its `finally` blocks, and with them the
// stop of its server. Such a server went on holding its port and data folder and taking processor time from
// every later run on the machine.

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a server started by startServer', () => {
  it('does not outlive the process that started it when that process dies of an uncaught error', async () => {
    const scriptDir = tempDataDir('crashing-parent');
    made.push(scriptDir);
    const dataDir = path.join(scriptDir, 'data');
    fs.mkdirSync(dataDir);
    const script = path.join(scriptDir, 'crash.mjs');
    const helper = pathToFileURL(path.join(ROOT, 'tests/process/server-process.ts')).href;
    fs.writeFileSync(
      script,
      [
        `import { startServer } from ${JSON.stringify(helper)};`,
        `const server = await startServer(${JSON.stringify(dataDir)});`,
        `console.log('PID ' + server.pid);`,
        `setTimeout(() => { throw new Error('the parent crashed'); }, 10);`,
      ].join(os.EOL),
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    parent.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => parent.on('exit', resolve));
    expect(out).toContain('the parent crashed');
    expect(code).not.toBe(0);
    const pid = Number(/PID (\d+)/.exec(out)?.[1]);
    expect(pid).toBeGreaterThan(0);

    // Alive: the process exists and is not a zombie waiting for whoever adopted it to reap it.
    const alive = () => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
      } catch {
        return !fs.existsSync('/proc');
      }
    };
    const deadline = Date.now() + 10_000;
    while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const survived = alive();
    if (survived) process.kill(pid, 'SIGKILL');
    expect(survived).toBe(false);
  }, 120_000);
});
