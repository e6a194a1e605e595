import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../tests/process/server-process';

// The check the team runs before shipping decks: it passes the real folder and fails a bad one.

const check = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-decks.ts', dir, 'data/library'], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('scripts/check-decks.ts', () => {
  it('passes data/decks: thirteen decks of 40 or more, every authority in the library', () => {
    const good = check('data/decks');
    expect(good.stdout).toMatch(/^\d+ cards in 13 decks\n/);
    expect(good.stdout).not.toContain('problems');
    expect(good.status).toBe(0);
  });

  it('fails an authority the library lacks, an opening pronoun, a wrong topic and a thin deck', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-check-decks-'));
    try {
      const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/decks/contract.json'), 'utf8'));
      const [first, second, third] = base.cards;
      const cards = [
        { ...first, authority: 'Smith v Jones' },
        { ...second, front: 'It is a {{c1::counter-offer}}.' },
        { ...third, topic: 'Astrology' },
      ];
      fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ ...base, cards }));
      const bad = check(dir);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain(
        `- contract.json: ${first.id}: authority "Smith v Jones" is not in the legal library`,
      );
      expect(bad.stdout).toContain(`- contract.json: ${second.id}: the front starts with a pronoun`);
      expect(bad.stdout).toContain(
        `- contract.json: ${third.id}: topic "Astrology" is not one of the subject's main topics`,
      );
      expect(bad.stdout).toContain('- contract: 3 cards, at least 40 wanted');
      expect(bad.stdout).toContain('- tort: 0 cards, at least 40 wanted');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
