import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../tests/process/server-process';

// The check script as the team runs it before shipping data: it passes the real folder and fails a bad one.

const check = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-library-data.ts', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('scripts/check-library-data.ts', () => {
  it('passes data/library and fails a case without its date, with years that disagree, or with cross-references that clash', () => {
    const good = check('data/library');
    expect(good.stdout).toMatch(/^\d+ cases, \d+ acts, \d+ provisions\n$/);
    expect(good.status).toBe(0);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-check-library-'));
    try {
      const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/library/cases-a.json'), 'utf8'));
      const carlill = base.items.find((c: { slug: string }) => c.slug === 'carlill-v-carbolic-smoke-ball-co');
      const items = [
        { ...carlill, related: [], provisions: [], lawStatedAt: undefined },
        { ...carlill, slug: 'carlill-twice', related: ['carlill-twice'], provisions: [], year: 1894 },
      ];
      fs.writeFileSync(
        path.join(dir, 'cases-x.json'),
        JSON.stringify({ format: 'ratio-library/1', kind: 'cases', items }),
      );
      const bad = check(dir);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain(
        '- cases-x.json: carlill-v-carbolic-smoke-ball-co: lawStatedAt is missing',
      );
      expect(bad.stdout).toContain('- cases-x.json: carlill-twice: year 1894 is after the year 1893');
      expect(bad.stdout).toContain('- cases-x.json: carlill-twice: related names the case itself');
      expect(bad.stdout).toContain(
        `- cases-x.json: carlill-twice: citation ${carlill.citation} is also carlill-v-carbolic-smoke-ball-co's`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
