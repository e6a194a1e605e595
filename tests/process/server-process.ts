import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateKey } from '../helpers/template-key';

/** The repository root: the children run with it as working directory, as `npm start` would. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PASSWORD = 'correct horse battery staple';

/** A port nobody listens on right now: the kernel picks it, we release it, the server takes it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An empty data folder: the first start creates the embedded database and migrates it. */
export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ratio-${label}-`));
}

/**
 * A data folder whose embedded database exists and is migrated, with nothing in it: a copy of one that
 * `ratio migrate` made for these migrations. Creating and migrating PGlite's folder takes ten seconds, and
 * only a test about a first start needs to see it (those use `tempDataDir`).
 */
export function migratedDataDir(label: string): string {
  const template = path.join(os.tmpdir(), `ratio-test-datadir-${templateKey()}`);
  if (!fs.existsSync(template)) {
    const building = tempDataDir('template');
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ratio.ts', 'migrate'], {
      cwd: ROOT,
      env: childEnv(building, { LOG_LEVEL: 'warn' }),
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`ratio migrate failed: ${made.stderr}`);
    // Renamed into place whole, so a copy never starts from a half-made template.
    fs.renameSync(building, template);
  }
  const dir = tempDataDir(label);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * The environment of a child Ratio process: embedded database in `dataDir`, never the PostgreSQL a test
 * run may have configured (an inherited DATABASE_URL would silently move the test off PGlite). `extra`
 * may still set DATABASE_URL on purpose (the benchmark does).
 */
export function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.RATIO_TEST_DB;
  return { ...env, ...extra };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  origin: string;
  url(pathname: string): string;
  /** Everything the server wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  exited: Promise<Exit>;
  /** Sends the signal (SIGTERM by default) and waits for the exit; SIGKILL if it has not ended in time. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
};

/**
 * Starts the real server, `src/server/main.ts`, as its own process and waits until /api/health answers.
 * It runs as `node --import tsx` rather than `npx tsx`: the npx and tsx wrappers each add a parent
 * process, and `kill -9` on a wrapper would leave the real server running and holding the database.
 *
 * TRUST_PROXY=true lets each test request carry its own X-Forwarded-For address, so the per-IP limits on
 * registration and login (10 an hour) do not cap a test that writes many accounts from 127.0.0.1.
 */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  /** How long the server may take to answer /api/health. */
  readyWithinMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // Named because production refuses to start without them (a bench runs with NODE_ENV=production).
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      PAYMENTS_PROVIDER: 'sandbox',
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  // A parent that dies of an uncaught error skips its `finally` and so the stop below: without this the
  // server outlived it, holding its port and data folder and taking the cores from every later run.
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      process.removeListener('exit', killWithParent);
      resolve({ code, signal });
    });
  });
  const origin = `http://localhost:${port}`;
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    origin,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => log,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  try {
    await waitForHealth(server, exited, readyWithinMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

// A first start loads the library, the question bank and the decks: 63 s was measured on 2 cores shared
// with a load of 20-30, and a benchmark that gave up at 60 s measured nothing.
async function waitForHealth(server: ServerProcess, exited: Promise<Exit>, timeoutMs = 180_000) {
  let gone: Exit | null = null;
  void exited.then((exit) => {
    gone = exit;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(`the server exited before it was ready (${JSON.stringify(gone)}):\n${server.output()}`);
    }
    try {
      const res = await fetch(server.url('/api/health'), { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

/** A client address of its own for each request (see TRUST_PROXY above). */
export function fakeClientAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export type Account = { username: string; email: string; password: string };

let sequence = 0;
export function newAccount(label: string): Account {
  sequence += 1;
  const username = `${label}_${Date.now().toString(36)}_${sequence}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

/** Logs in through the API; returns the status and the body. */
export async function login(server: ServerProcess, identifier: string, password: string) {
  const res = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'x-forwarded-for': fakeClientAddress(),
    },
    body: JSON.stringify({ identifier, password }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { user?: { username: string; role: string; plan: string } },
  };
}

export async function register(server: ServerProcess, account: Account, signal?: AbortSignal) {
  const res = await fetch(server.url('/api/auth/register'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'x-forwarded-for': fakeClientAddress(),
    },
    body: JSON.stringify(account),
    signal,
  });
  await res.arrayBuffer();
  return res.status;
}
