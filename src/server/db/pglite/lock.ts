import fs from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {}

/**
 * PGlite is one process per data folder: two processes on one folder corrupt it (docs/ARCHITECTURE.md,
 * "Known pitfalls"). A lock file holding the owner's pid makes a second process fail with a clear message.
 * A lock left by a process that no longer exists (killed, crashed) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'ratio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another Ratio process (pid ${owner}). ` +
            'Stop that process first (for example the running `npm start`), or set DATABASE_URL to use PostgreSQL, ' +
            'which many processes can share.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
