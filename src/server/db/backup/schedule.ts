import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type BackgroundJob, backgroundJob } from '../../platform/background-job';
import type { Database } from '../connect';
import { openCopy } from '../pglite/open';
import type { SnapshotFigures } from '../pglite/thread';
import { type BackupFigures, writeBackup } from './dump';

/**
 * Backups the server writes itself into BACKUP_DIR, every BACKUP_INTERVAL_HOURS, keeping the newest
 * BACKUP_KEEP (docs/decisions/0064). The interval is measured from the newest backup in the folder, so a
 * server restarted more often than the interval still backs up on time.
 *
 * On PostgreSQL the backup reads one repeatable-read transaction, which writers do not wait for. The embedded
 * database answers nothing while a transaction holds it, so there the server copies its data folder as an
 * online backup (it pauses only for a checkpoint), and the backup is read from that copy on a thread of its
 * own.
 */

const NAME = /^ratio-(\d{8}T\d{6}Z)\.jsonl\.gz$/;
/** How often the job looks whether a backup is due: at most this, so the interval is kept within it. */
const LOOK_MS = 10 * 60_000;

export type ScheduledBackup = BackupFigures & {
  file: string;
  pause: SnapshotFigures | null;
  removed: string[];
};
export type ScheduledBackups = BackgroundJob<ScheduledBackup | null>;

/** Backup files in `dir`, oldest first (the name holds the time it was made). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

function fileTime(name: string): number {
  const stamp = NAME.exec(name)?.[1] ?? '';
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return Date.parse(iso);
}

function fileName(now: Date): string {
  return `ratio-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;
}

export function createScheduledBackups(
  database: Database,
  options: NonNullable<Config['backups']>,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  opts: { lookMs?: number; now?: () => Date } = {},
): ScheduledBackups {
  const intervalMs = options.intervalHours * 3600_000;
  const now = opts.now ?? (() => new Date());
  const abort = new AbortController();

  async function run(): Promise<ScheduledBackup | null> {
    fs.mkdirSync(options.dir, { recursive: true });
    const newest = listBackups(options.dir).at(-1);
    const at = now();
    if (newest && at.getTime() - fileTime(newest) < intervalMs) return null;
    const file = path.join(options.dir, fileName(at));
    let pause: SnapshotFigures | null = null;
    let figures: BackupFigures;
    if (database.snapshot) {
      // Hidden, and in the backup folder: the operator chose that disk for copies of the data.
      const copyDir = path.join(options.dir, '.snapshot');
      try {
        pause = await database.snapshot(copyDir);
        const copy = await openCopy(copyDir);
        try {
          figures = await writeBackup(copy.db, file, { database: 'pglite', signal: abort.signal });
        } finally {
          await copy.close();
        }
      } finally {
        fs.rmSync(copyDir, { recursive: true, force: true });
      }
    } else {
      figures = await writeBackup(database.db, file, { database: database.kind, signal: abort.signal });
    }
    const all = listBackups(options.dir);
    const removed = all.slice(0, Math.max(0, all.length - options.keep));
    for (const name of removed) fs.rmSync(path.join(options.dir, name), { force: true });
    const result = { ...figures, file, pause, removed };
    log.info(
      {
        file,
        rows: figures.rows,
        bytes: figures.bytes,
        ms: figures.ms,
        pauseMs: pause ? Math.round(pause.pauseMs) : 0,
        removed: removed.length,
      },
      'backup written',
    );
    return result;
  }

  const job = backgroundJob(run, {
    intervalMs: Math.min(opts.lookMs ?? LOOK_MS, intervalMs),
    log,
    failure: 'scheduled backup failed',
  });
  return {
    ...job,
    // A backup in flight stops at its next read and leaves no file, so shutdown does not wait for it.
    async stop() {
      abort.abort();
      await job.stop();
    },
  };
}
