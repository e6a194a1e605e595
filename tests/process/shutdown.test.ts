import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  fakeClientAddress,
  login,
  migratedDataDir,
  newAccount,
  register,
  type ServerProcess,
  startServer,
} from './server-process';

// SIGTERM stops accepting, finishes requests in flight, stops the background jobs and closes the database,
// in that order and within 10 s; kill -9 mid-write must not corrupt the embedded database. Both against the
// real server process on a real data folder.

const servers = new Set<ServerProcess>();
const dirs: string[] = [];

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, env);
  servers.add(server);
  return server;
}

afterEach(async () => {
  // Also on failure: never leave a server behind holding a data folder.
  await Promise.all([...servers].map((s) => s.stop('SIGKILL')));
  servers.clear();
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function migratedDir(label: string) {
  const dir = migratedDataDir(label);
  dirs.push(dir);
  return dir;
}

type Answer = { account: Account; status: number } | { account: Account; error: string };

/** One POST on the given agent; resolves with the complete answer or the socket error. */
function registerOn(agent: http.Agent, server: ServerProcess, account: Account, sent: () => void) {
  return new Promise<Answer>((resolve) => {
    const body = JSON.stringify(account);
    const req = http.request(server.url('/api/auth/register'), {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: server.origin,
        'x-forwarded-for': fakeClientAddress(),
      },
    });
    req.on('finish', sent);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ account, status: res.statusCode ?? 0 }));
      res.on('error', (error) => resolve({ account, error: `response: ${error.message}` }));
    });
    req.on('error', (error) => resolve({ account, error: error.message }));
    req.end(body);
  });
}

async function registerForCookie(server: ServerProcess, account: Account) {
  const res = await fetch(server.url('/api/auth/register'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'x-forwarded-for': fakeClientAddress(),
    },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(201);
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function loginForCookie(server: ServerProcess, account: Account) {
  const res = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'x-forwarded-for': fakeClientAddress(),
    },
    body: JSON.stringify({ identifier: account.username, password: account.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** A TCP connection the server has accepted, on which nothing is ever sent. */
function openSilentConnection(server: ServerProcess) {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url('/')).port), '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('SIGTERM', () => {
  it('answers every request in flight, stops the jobs, exits 0, and leaves a database that reopens with those users', async () => {
    const dataDir = migratedDir('sigterm');
    // Info level: the shutdown's stages are logged there, and so is each completed request.
    const server = await start(dataDir, { LOG_LEVEL: 'info' });
    // Each registration hashes a password (argon2, tens of milliseconds of a core): a dozen in flight is
    // enough to catch them mid-way, and leaves the 10 s grace to the shutdown even on a busy two-core machine.
    const concurrent = 30;
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrent });
    let silent: net.Socket | undefined;
    try {
      // Work for the note search indexer, a background job: long notes are indexed one per batch once they
      // have rested 2 s, so it is mid-backlog at SIGTERM. Its stop waits for the batch in flight only; the
      // notes still waiting are indexed after the restart, and search finds them meanwhile. The answers are
      // not read, as a careless client would: fetch then opens further connections, some of which carry no
      // request, and shutdown used to wait for those for ever.
      const writer = newAccount('notes');
      const cookie = await registerForCookie(server, writer);
      for (let i = 0; i < 12; i++) {
        const note = await fetch(server.url('/api/notes'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin, cookie },
          body: JSON.stringify({
            title: `Estoppel ${i}`,
            body: `promissory estoppel ${'reliance '.repeat(9_000)}`,
          }),
        });
        expect(note.status).toBe(201);
      }
      const notesSavedAt = Date.now();
      // And one such connection for certain, as a browser's preconnect leaves: open, never used.
      silent = await openSilentConnection(server);
      // Open the connections first, so that every request below travels on a socket the server has
      // already accepted: a connection still in the kernel's backlog at SIGTERM may rightly be refused.
      await Promise.all(
        Array.from(
          { length: concurrent },
          () =>
            new Promise<void>((resolve, reject) => {
              http
                .get(server.url('/api/health'), { agent }, (res) => {
                  res.resume();
                  res.on('end', resolve);
                })
                .on('error', reject);
            }),
        ),
      );
      let written = 0;
      let allWritten!: () => void;
      const bodiesSent = new Promise<void>((resolve) => {
        allWritten = resolve;
      });
      const answers = Promise.all(
        Array.from({ length: concurrent }, () =>
          registerOn(agent, server, newAccount('term'), () => {
            written += 1;
            if (written === concurrent) allWritten();
          }),
        ),
      );
      await bodiesSent;
      // Give the server's event loop a moment to read the requests off the sockets: from then on they are
      // "in flight" (argon2 hashing keeps most of them busy for several hundred milliseconds). By then the
      // notes have rested, so the indexer has started on them.
      await new Promise((resolve) => setTimeout(resolve, Math.max(150, notesSavedAt + 2_300 - Date.now())));
      const signalledAt = Date.now();
      process.kill(server.pid, 'SIGTERM');

      const results = await answers;
      const exit = await server.exited;
      const exitMs = Date.now() - signalledAt;
      servers.delete(server);

      const failed = results.filter((r) => 'error' in r);
      expect(failed, `requests without a complete answer:\n${server.output()}`).toEqual([]);
      const statuses = results.map((r) => ('status' in r ? r.status : 0));
      // 201: finished normally. 503: read after closing began, refused with a proper answer (Fastify's
      // return503OnClosing); the handler never ran, so that account must not exist.
      for (const status of statuses) expect([201, 503]).toContain(status);
      const created = results.filter((r) => 'status' in r && r.status === 201).map((r) => r.account);
      const refused = results.filter((r) => 'status' in r && r.status === 503).map((r) => r.account);
      expect(created.length, 'requests were really in flight at SIGTERM').toBeGreaterThan(0);
      // main.ts exits 1 from its 10 s guard when app.close() has not finished, e.g. because a keep-alive
      // connection that was busy at SIGTERM stays open: so exit code 0 is the "within 10 s" of shutdown.
      expect(exit, `exit ${exitMs} ms after SIGTERM:\n${server.output()}`).toEqual({ code: 0, signal: null });
      // The stages in order: every answer sent, then the background jobs stopped (each waits for its run in
      // flight), then the database closed. A job still running at close would log its failure.
      const log = server.output();
      const stages = ['shutting down', 'background jobs stopped', 'database closed'].map((m) =>
        log.indexOf(m),
      );
      expect(stages.every((at) => at >= 0) && stages[0]! < stages[1]! && stages[1]! < stages[2]!, log).toBe(
        true,
      );
      expect(log.lastIndexOf('request completed')).toBeLessThan(stages[1]!);
      expect(log).not.toMatch(/"level":(50|60)/);
      expect(fs.existsSync(path.join(dataDir, 'db', 'ratio.lock')), 'the lock is released').toBe(false);
      console.info(
        `SIGTERM: ${created.length} x 201, ${refused.length} x 503 of ${concurrent}; exit in ${exitMs} ms`,
      );

      const restarted = await start(dataDir);
      expect(await (await fetch(restarted.url('/api/health'))).json()).toMatchObject({ status: 'ok' });
      for (const account of created) {
        expect((await login(restarted, account.username, account.password)).status, account.username).toBe(
          200,
        );
      }
      for (const account of refused) {
        expect((await login(restarted, account.username, account.password)).status, account.username).toBe(
          401,
        );
      }
      const search = await fetch(restarted.url('/api/notes?q=promissory%20estoppel'), {
        headers: { cookie: await loginForCookie(restarted, writer) },
      });
      expect(search.status).toBe(200);
      const found = ((await search.json()) as { items: { title: string }[] }).items.map((n) => n.title);
      expect(found.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Estoppel ${i}`).sort());
    } finally {
      agent.destroy();
      silent?.destroy();
    }
  });
});

describe('kill -9 in the middle of writes', () => {
  it('loses no acknowledged registration and reopens cleanly, twice in a row', async () => {
    const dataDir = migratedDir('kill9');
    const acknowledged: Account[] = [];
    const rounds = 2;
    for (let round = 1; round <= rounds; round++) {
      const server = await start(dataDir);
      // A continuous stream of writes (each registration writes a rate-limit row, a user and a session),
      // four at a time, until the process is killed under them.
      let stopped = false;
      const abort = new AbortController();
      const writer = async () => {
        while (!stopped) {
          const account = newAccount(`kill${round}`);
          try {
            if ((await register(server, account, abort.signal)) === 201) acknowledged.push(account);
          } catch {
            // The kill cut this request: its outcome is unknown, so it is not counted as acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      process.kill(server.pid, 'SIGKILL');
      const exit = await server.exited;
      stopped = true;
      abort.abort();
      await Promise.all(writers);
      servers.delete(server);
      expect(exit.signal).toBe('SIGKILL');
      // The lock of the dead process is still on disk: the restart below must take it over by itself.
      expect(fs.readFileSync(path.join(dataDir, 'db', 'ratio.lock'), 'utf8')).toBe(String(server.pid));
      console.info(`kill -9 round ${round}: ${acknowledged.length} acknowledged registrations so far`);
    }
    expect(acknowledged.length, 'writes were really happening when the process was killed').toBeGreaterThan(
      4,
    );

    const restarted = await start(dataDir);
    expect(await (await fetch(restarted.url('/api/health'))).json()).toMatchObject({ status: 'ok' });
    const lost: string[] = [];
    for (const account of acknowledged) {
      const res = await login(restarted, account.email, account.password);
      if (res.status !== 200) lost.push(`${account.username}: ${res.status}`);
    }
    expect(lost, `acknowledged registrations missing after kill -9:\n${restarted.output()}`).toEqual([]);
    expect(await register(restarted, newAccount('after'))).toBe(201);
    expect(restarted.output()).not.toMatch(/error|corrupt|PANIC/i);
  });
});
