/**
 * PGlite is one process's database: two processes writing the same files would corrupt
 * them. Whoever opens the data directory takes this lock; a second process is refused
 * with a message that says who holds it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` for this process and returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, cmd: process.argv.slice(1).join(' ') }), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        fs.rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirBusyError(
          `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.cmd}). ` +
            'Stop the site server first (PGlite allows one process at a time), or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirBusyError(`Could not lock the embedded database in ${dir}.`);
}

function readHolder(lockFile: string): { pid: number; cmd: string } | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; cmd?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, cmd: String(parsed.cmd ?? '') } : undefined;
  } catch {
    return undefined;
  }
}
