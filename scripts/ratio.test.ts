import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  childEnv,
  login,
  migratedDataDir,
  ROOT,
  type ServerProcess,
  startServer,
  tempDataDir,
} from '../tests/process/server-process';

// The CLI as a user runs it: a separate process, configured by the environment, on a data folder of its own.

type Result = { code: number | null; stdout: string; stderr: string };

function ratio(dataDir: string, ...args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    // `node --import tsx` is what `npx tsx` ends up running, without npm's and tsx's wrapper processes
    // (about a second of a core for each of the twenty-odd commands here).
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ratio.ts', ...args], {
      cwd: ROOT,
      env: childEnv(dataDir, { LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const dirs: string[] = [];
function freshDataDir() {
  const dir = tempDataDir('cli');
  dirs.push(dir);
  return dir;
}
function migratedDir() {
  const dir = migratedDataDir('cli');
  dirs.push(dir);
  return dir;
}

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run ratio', () => {
  it('creates a user who can then log in to the server, and prints no secret', async () => {
    const dataDir = freshDataDir();
    const password = 'a long and private passphrase';
    const created = await ratio(
      dataDir,
      'create-user',
      '--username',
      'clerk',
      '--email',
      'Clerk@Example.com',
      '--password',
      password,
      '--role',
      'admin',
      '--plan',
      'premium',
    );
    expect(created.code, created.stderr).toBe(0);
    const printed = JSON.parse(created.stdout.slice(created.stdout.indexOf('{'))) as Record<string, unknown>;
    expect(printed).toMatchObject({
      username: 'clerk',
      email: 'clerk@example.com',
      role: 'admin',
      plan: 'PREMIUM',
    });
    expect(Object.keys(printed).sort()).toEqual(['createdAt', 'email', 'id', 'plan', 'role', 'username']);
    expect(created.stdout).not.toContain(password);
    expect(created.stdout).not.toContain('$argon2');

    // The same rules as registration: the name is now taken.
    const again = await ratio(
      dataDir,
      'create-user',
      '--username',
      'CLERK',
      '--email',
      'other@example.com',
      '--password',
      password,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('That username is already taken.');

    const demo = await ratio(dataDir, 'seed-demo');
    expect(demo.code, demo.stderr).toBe(0);
    const demoPassword = /password: (\S+)/.exec(demo.stdout)?.[1];
    expect(demoPassword).toBeTruthy();

    server = await startServer(dataDir);
    const session = await login(server, 'clerk@example.com', password);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ username: 'clerk', role: 'admin', plan: 'PREMIUM' });
    expect((await login(server, 'demo', demoPassword!)).status).toBe(200);
  });

  it('refuses clearly, without a stack, while a running server holds the embedded database', async () => {
    const dataDir = migratedDir();
    server = await startServer(dataDir);
    for (const args of [
      [
        'create-user',
        '--username',
        'late',
        '--email',
        'late@example.com',
        '--password',
        'long enough please',
      ],
      ['migrate'],
      ['backup', path.join(dataDir, 'backup.jsonl.gz')],
    ]) {
      const refused = await ratio(dataDir, ...args);
      expect(refused.code, refused.stdout).toBe(1);
      expect(refused.stderr).toContain('is in use by another Ratio process');
      expect(refused.stderr).toContain(`pid ${server.pid}`);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
    }
    expect(fs.existsSync(path.join(dataDir, 'backup.jsonl.gz'))).toBe(false);
    // The refusal must not have disturbed the owner.
    expect((await fetch(server.url('/api/health'))).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'db', 'ratio.lock'), 'utf8')).toBe(String(server.pid));
  });

  it('backs up one data folder and restores into another, refusing a non-empty one without --force', async () => {
    const [from, to] = [migratedDir(), migratedDir()];
    const account = ['--username', 'archivist', '--email', 'archivist@example.com'];
    const created = await ratio(from, 'create-user', ...account, '--password', 'long enough please');
    expect(created.code, created.stderr).toBe(0);
    const file = path.join(from, 'backup.jsonl.gz');
    const backedUp = await ratio(from, 'backup', file);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/\d+ tables, 1 rows/);
    const restored = await ratio(to, 'restore', file);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* 1 rows/);
    const again = await ratio(to, 'restore', file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty (rows in users)');
    expect(again.stderr).toContain('--force');
    // The account came across: the same username is taken in the second folder.
    const duplicate = await ratio(to, 'create-user', ...account, '--password', 'long enough please');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/taken|already/i);
  });

  it('rejects bad input with a clear message and exit code 1, before touching the database', async () => {
    const dataDir = freshDataDir();
    const base = ['create-user', '--username', 'pupil', '--email', 'pupil@example.com'];

    const badPlan = await ratio(dataDir, ...base, '--password', 'long enough please', '--plan', 'gold');
    expect(badPlan.code).toBe(1);
    expect(badPlan.stderr).toContain('--plan: must be one of: FREE, BASIC, PREMIUM, UNLIMITED, ULTRA.');

    const shortPassword = await ratio(dataDir, ...base, '--password', 'short');
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toContain('--password: Password must be at least 8 characters.');

    const missing = await ratio(dataDir, 'create-user', '--username', 'pupil');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('create-user needs --email, --password.');

    const unknownOption = await ratio(dataDir, ...base, '--pasword', 'x');
    expect(unknownOption.code).toBe(1);
    expect(unknownOption.stderr).toContain("Unknown option '--pasword'");

    const unknownCommand = await ratio(dataDir, 'frobnicate');
    expect(unknownCommand.code).toBe(1);
    expect(unknownCommand.stderr).toContain('Unknown command "frobnicate"');

    expect(fs.existsSync(path.join(dataDir, 'db')), 'no database was opened for bad input').toBe(false);
  });

  it('imports the library: data files, a judgment and an act told apart by content; a bad file stores nothing', async () => {
    const dataDir = freshDataDir();
    const fixture = (name: string) => path.join(ROOT, 'tests/fixtures/library', name);
    const hostile = path.join(dataDir, 'hostile.xml');
    fs.writeFileSync(
      hostile,
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    );
    const refused = await ratio(dataDir, 'import-library', fixture('judgment-uksc.xml'), hostile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('hostile.xml: The file declares a DOCTYPE');
    expect(fs.existsSync(path.join(dataDir, 'db')), 'every file is checked before the database opens').toBe(
      false,
    );

    const starter = await ratio(dataDir, 'import-library');
    expect(starter.code, starter.stderr).toBe(0);
    expect(starter.stdout).toMatch(/^Library data \(\d+ files\): cases \d+ added, 0 updated/m);

    const texts = await ratio(
      dataDir,
      'import-library',
      fixture('judgment-uksc.xml'),
      fixture('act-theft-1968.xml'),
    );
    expect(texts.code, texts.stderr).toBe(0);
    expect(texts.stdout).toContain('Hartwell v Marlowe Bottling Co Ltd ([2024] UKSC 99), 9 paragraphs.');
    expect(texts.stdout).toContain('licence: Open Justice Licence.');
    expect(texts.stdout).toContain('Theft Act 1968 (1968 c. 60), 7 sections, added to the existing summary.');

    const help = await ratio(dataDir, 'help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('create-user --username U --email E --password P');
    expect(help.stdout).toContain('import-library [FILE...]');
  });
});
