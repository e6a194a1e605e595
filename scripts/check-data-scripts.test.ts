import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../tests/process/server-process';

// The SBAQ and practice check scripts as the team runs them before shipping data: each passes the real
// folder and fails a bad one. (The library's and the authorities' checks have their own tests.)

const run = (script: string, dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, dir], { cwd: ROOT, encoding: 'utf8' });

function withDir(write: (dir: string) => void, check: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-check-data-'));
  try {
    write(dir);
    check(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts/check-sbaq-data.ts', () => {
  it('passes data/sbaq and its targets, and fails a repeated id and a topic outside the subject', () => {
    const good = run('check-sbaq-data.ts', 'data/sbaq');
    expect(good.status, good.stdout).toBe(0);
    expect(good.stdout).not.toContain('MISS');

    withDir(
      (dir) => {
        const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/sbaq/contract-2.json'), 'utf8'));
        const [q] = base.items;
        const items = [q, { ...q }, { ...q, id: 'contract-999', topic: 'Homicide' }];
        fs.writeFileSync(path.join(dir, 'x.json'), JSON.stringify({ ...base, items }));
      },
      (dir) => {
        const bad = run('check-sbaq-data.ts', dir);
        expect(bad.status).toBe(1);
        expect(bad.stdout).toContain('also in x.json');
        expect(bad.stdout).toContain('contract-999: topic "Homicide" is not one of contract\'s main topics');
      },
    );
  });
});

describe('scripts/check-practice-data.ts', () => {
  it('passes data/practice and fails a scenario file that does not parse', () => {
    const good = run('check-practice-data.ts', 'data/practice');
    expect(good.status, good.stdout).toBe(0);

    withDir(
      (dir) =>
        fs.writeFileSync(path.join(dir, 'legal-writing.json'), JSON.stringify({ format: 'nope', items: [] })),
      (dir) => expect(run('check-practice-data.ts', dir).status).toBe(1),
    );
  });
});
