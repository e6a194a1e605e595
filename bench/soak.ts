import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { connect } from '../src/server/db/connect';
import { createAccount } from '../src/server/features/auth/service';
import { importFile } from '../src/server/features/imports/service';
import { createNote } from '../src/server/features/notes/service';
import { createSubject } from '../src/server/features/subjects/service';
import { createTopic } from '../src/server/features/topics/service';
import { inlineParser } from '../src/server/parsing';
import { startServer, tempDataDir } from '../tests/process/server-process';
import { BENCH_PASSWORD, logIn } from './support';

// A soak: the real server on the embedded database under mixed traffic at 300 requests a second for
// SOAK_SECONDS (default 600): study answers, note saves, library searches, flashcard imports and chats, as
// one UNLIMITED student would send them all. It prints errors (target 0), p99 and how much the server's
// resident memory grew between the first and last minute (target under 50 MB). With SOAK_BACKUP_MINUTES
// the server also writes scheduled backups that often, and their pauses are printed. Every request counts
// from when it was due (an open load, docs/decisions/0033). Figures are printed, never asserted.

/**
 * The steady p99 bound is ours: requests are sent when due whatever the server's pace, so a server that could
 * not keep up with the rate would queue them and its p99 would climb past any bound as the run went on.
 */
export const SOAK_TARGET = { errors: 0, memoryGrowthMb: 50, steadyP99Ms: 1000 };
const RATE = 300;
const CONNECTIONS = 50;
const WARM_UP_MS = 30_000;
const NOTES = 100;
const CARDS = 2_000;
/** Shares of the traffic, in per cent. */
const MIX = { review: 40, note: 25, search: 25, chat: 7, import: 3 } as const;
type Kind = keyof typeof MIX;
const SEARCHES = [
  'negligence',
  'duty of care',
  'consideration',
  'theft',
  'Donoghue',
  'trust',
  'murder',
  'offer',
];
const QUESTIONS = ['What is the neighbour principle?', 'Explain promissory estoppel', 'What is theft?'];

export type SoakFigures = {
  seconds: number;
  requests: number;
  errors: number;
  non2xx: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 of the answers due after the first 30 s: a cold server under the full rate queues for a few seconds. */
  steadyP99Ms: number;
  byKind: Record<Kind, { count: number; p99Ms: number; errors: number }>;
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  growthMb: number;
  backups: { count: number; pauseMs: number[] };
  /** The 5-second windows with the most answers over a second, by when they were due: where p99 comes from. */
  worstWindows: { fromS: number; overOneSecond: number }[];
  /** The embedded database's upkeep during the run (it answers nothing meanwhile). */
  upkeep: { atS: number; did: string; ms: number }[];
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const at = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

function multipart(fields: Record<string, string>, file: { name: string; text: string }) {
  const boundary = `----soak${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: text/csv\r\n\r\n${file.text}\r\n--${boundary}--\r\n`,
  );
  return { body: parts.join(''), type: `multipart/form-data; boundary=${boundary}` };
}

export async function benchSoak(seconds = Number(process.env.SOAK_SECONDS ?? 600)): Promise<SoakFigures> {
  const dataDir = tempDataDir('bench-soak');
  const backupMinutes = Number(process.env.SOAK_BACKUP_MINUTES ?? 0);
  try {
    // Seeded directly, before the server starts: the account, a topic of cards, the notes.
    const database = await connect({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    const user = await createAccount(database.db, {
      username: 'soak',
      email: 'soak@example.com',
      password: BENCH_PASSWORD,
      plan: 'UNLIMITED',
    });
    const subject = await createSubject(database.db, user.id, {
      name: 'Tort',
      description: '',
      color: '#7a2e2e',
    });
    const topic = await createTopic(database.db, user.id, subject.id, {
      name: 'Negligence',
      description: '',
    });
    const csv = Array.from({ length: CARDS }, (_, i) => `Question ${i} on duty of care?,Answer ${i}`).join(
      '\n',
    );
    await importFile(
      { db: database.db, parser: inlineParser },
      user.id,
      topic.id,
      Buffer.from(csv),
      'seed.csv',
      {
        format: 'auto',
        delimiter: 'auto',
        hasHeader: 'false',
      },
    );
    const notes: { id: string; updatedAt: string }[] = [];
    for (let i = 0; i < NOTES; i++) {
      const note = await createNote(database.db, user.id, {
        title: `Note ${i}`,
        body: 'Negligence. '.repeat(400),
      });
      notes.push({ id: note.id, updatedAt: note.updatedAt });
    }
    const cards = (
      (await database.db.execute(sql`select id from cards where user_id = ${user.id}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    await database.close();

    const server = await startServer(dataDir, {
      ...(backupMinutes > 0
        ? { BACKUP_DIR: path.join(dataDir, 'backups'), BACKUP_INTERVAL_HOURS: String(backupMinutes / 60) }
        : {}),
      LOG_LEVEL: 'info',
    });
    try {
      const cookie = await logIn(server, 'soak');
      const base = { cookie: `ratio_session=${cookie}`, origin: server.origin };
      const pool = new Pool(new URL(server.url('/')).origin, { connections: CONNECTIONS, pipelining: 1 });
      const free = [...notes];
      let imports = 0;
      const request = (kind: Kind) => {
        const json = { ...base, 'content-type': 'application/json' };
        switch (kind) {
          case 'review':
            return {
              method: 'POST' as const,
              path: '/api/study/reviews',
              headers: json,
              body: JSON.stringify({
                cardId: cards[Math.floor(Math.random() * cards.length)],
                rating: 1 + Math.floor(Math.random() * 4),
                durationMs: 3000,
                reviewId: randomUUID(),
              }),
            };
          case 'note': {
            // A note is saved again only once its last save has answered, as the editor does.
            const note = free.shift();
            if (!note) return null;
            return {
              method: 'PATCH' as const,
              path: `/api/notes/${note.id}`,
              headers: json,
              body: JSON.stringify({
                body: `Negligence ${Math.random()}. `.repeat(200),
                updatedAt: note.updatedAt,
              }),
              note,
            };
          }
          case 'search':
            return {
              method: 'GET' as const,
              path: `/api/cases?limit=20&q=${encodeURIComponent(SEARCHES[Math.floor(Math.random() * SEARCHES.length)]!)}&r=${Math.random()}`,
              headers: base,
            };
          case 'chat':
            return {
              method: 'POST' as const,
              path: '/api/chat/assistant',
              headers: json,
              body: JSON.stringify({ message: QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)] }),
            };
          case 'import': {
            imports += 1;
            const rows = Array.from(
              { length: 20 },
              (_, i) => `Imported ${imports}.${i}: what is breach?,Answer`,
            );
            const form = multipart(
              { topicId: topic.id },
              { name: `soak-${imports}.csv`, text: rows.join('\n') },
            );
            return {
              method: 'POST' as const,
              path: '/api/imports/flashcards',
              headers: { ...base, 'content-type': form.type },
              body: form.body,
            };
          }
        }
      };
      const kinds = Object.entries(MIX).flatMap(([k, n]) => Array<Kind>(n).fill(k as Kind));
      const latencies: Record<Kind, number[]> = { review: [], note: [], search: [], chat: [], import: [] };
      const slowByWindow = new Map<number, number>();
      const steady: number[] = [];
      const failures: Record<Kind, number> = { review: 0, note: 0, search: 0, chat: 0, import: 0 };
      let non2xx = 0;
      const statuses = new Map<string, number>();
      const rss: { t: number; mb: number }[] = [];
      const sampler = setInterval(() => rss.push({ t: performance.now(), mb: rssMb(server.pid) }), 5_000);
      const start = performance.now();
      const startedAt = Date.now();
      const end = start + seconds * 1000;
      const inFlight = new Set<Promise<void>>();
      const every = 1000 / RATE;
      let lastReport = start;
      for (let due = start; due < end; due += every) {
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const kind = kinds[Math.floor(Math.random() * kinds.length)]!;
        const r = request(kind) ?? request('search')!;
        const counted = 'note' in r ? kind : r.path.startsWith('/api/cases') ? 'search' : kind;
        const p = (async () => {
          try {
            const res = await pool.request({
              method: r.method,
              path: r.path,
              headers: r.headers,
              body: r.body,
            });
            const text = await res.body.text();
            const took = performance.now() - due;
            latencies[counted].push(took);
            if (due - start >= WARM_UP_MS) steady.push(took);
            if (took > 1000) {
              const window = Math.floor((due - start) / 5000) * 5;
              slowByWindow.set(window, (slowByWindow.get(window) ?? 0) + 1);
            }
            if (res.statusCode >= 300) {
              non2xx += 1;
              const key = `${counted} ${res.statusCode}`;
              statuses.set(key, (statuses.get(key) ?? 0) + 1);
              if (res.statusCode >= 500) failures[counted] += 1;
            }
            if ('note' in r && r.note) {
              if (res.statusCode === 200)
                r.note.updatedAt = (JSON.parse(text) as { note: { updatedAt: string } }).note.updatedAt;
              free.push(r.note);
            }
          } catch {
            failures[counted] += 1;
            if ('note' in r && r.note) free.push(r.note);
          }
        })();
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        if (due - lastReport >= 30_000) {
          lastReport = due;
          const done = Object.values(latencies).reduce((n, l) => n + l.length, 0);
          console.info(
            `  ${Math.round((due - start) / 1000)} s: ${done} answered, ${Object.values(failures).reduce((a, b) => a + b, 0)} errors, rss ${rssMb(server.pid).toFixed(0)} MB`,
          );
        }
      }
      await Promise.all(inFlight);
      clearInterval(sampler);
      await pool.close();
      const all = Object.values(latencies)
        .flat()
        .sort((a, b) => a - b);
      const byKind = Object.fromEntries(
        (Object.keys(MIX) as Kind[]).map((k) => {
          const sorted = [...latencies[k]].sort((a, b) => a - b);
          return [k, { count: sorted.length, p99Ms: at(sorted, 0.99), errors: failures[k] }];
        }),
      ) as SoakFigures['byKind'];
      // Memory: the median of the first minute against the median of the last, so one sample's garbage
      // collection does not decide it (the first 30 s of warm-up are left out when the run is long enough).
      const window = Math.min(60_000, (seconds * 1000) / 4);
      const first = rss.filter((s) => s.t - start >= Math.min(30_000, window) && s.t - start < window * 2);
      const last = rss.filter((s) => end - s.t < window);
      const rssStartMb = median(first.map((s) => s.mb));
      const rssEndMb = median(last.map((s) => s.mb));
      // The server logs JSON lines: backups with their pauses, upkeep with its length.
      const logged = server
        .output()
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        });
      const pauses = logged.flatMap((l) => (typeof l.pauseMs === 'number' ? [l.pauseMs] : []));
      const upkeep = logged.flatMap((l) => {
        if (l.msg !== 'database upkeep') return [];
        const work = l.upkeep as { did: string; table?: string };
        return [
          {
            atS: Math.round((Number(l.time) - startedAt) / 1000),
            did: work.table ? `${work.did} ${work.table}` : work.did,
            ms: Number(l.tookMs),
          },
        ];
      });
      for (const [key, n] of statuses) console.info(`  status ${key}: ${n}`);
      return {
        seconds,
        requests: all.length,
        errors: Object.values(failures).reduce((a, b) => a + b, 0),
        non2xx,
        p50Ms: at(all, 0.5),
        p99Ms: at(all, 0.99),
        steadyP99Ms: at(
          steady.sort((a, b) => a - b),
          0.99,
        ),
        byKind,
        rssStartMb: Math.round(rssStartMb),
        rssEndMb: Math.round(rssEndMb),
        rssMaxMb: Math.round(Math.max(...rss.map((s) => s.mb))),
        growthMb: Math.round(rssEndMb - rssStartMb),
        backups: { count: pauses.length, pauseMs: pauses },
        worstWindows: [...slowByWindow]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([fromS, overOneSecond]) => ({ fromS, overOneSecond })),
        upkeep,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const longest = (runs: SoakFigures['upkeep']) => {
  const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `${worst.ms} ms (${worst.did} at ${worst.atS} s)`;
};

export function formatSoak(f: SoakFigures): string {
  const kinds = Object.entries(f.byKind)
    .map(([k, v]) => `${k} ${v.count} (p99 ${v.p99Ms} ms, ${v.errors} err)`)
    .join('; ');
  return (
    `${f.seconds} s at ${RATE} req/s: ${f.requests} answered, ${f.errors} errors, ${f.non2xx} non-2xx, ` +
    `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (after the first 30 s: ${f.steadyP99Ms} ms)\n  ${kinds}\n` +
    `  server memory ${f.rssStartMb} -> ${f.rssEndMb} MB (growth ${f.growthMb} MB, max ${f.rssMaxMb} MB)` +
    (f.backups.count > 0
      ? `\n  backups: ${f.backups.count}, pauses ${f.backups.pauseMs.join(', ')} ms`
      : '') +
    (f.worstWindows.length > 0
      ? `\n  answers over 1 s, worst 5 s windows: ${f.worstWindows.map((w) => `${w.fromS} s: ${w.overOneSecond}`).join('; ')}`
      : '') +
    (f.upkeep.length > 0 ? `\n  upkeep: ${f.upkeep.length} runs, longest ${longest(f.upkeep)}` : '')
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchSoak();
  console.info(formatSoak(figures));
}
