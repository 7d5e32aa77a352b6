/**
 * PGlite is one process's database: two processes writing the same files would corrupt
 * them. Whoever opens the data directory takes this lock; a second process is refused
 * with a message that says who holds it. A lock left by a process that died (SIGKILL, the
 * OOM killer, a power cut) is taken over: its pid is gone, or — after a restart, where pids
 * are handed out again — now belongs to a process that started at another time.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

type Holder = { pid: number; cmd: string; started?: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (clock ticks after boot, field 22 of /proc/<pid>/stat); undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses, so count from its closing one
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function stillHolds(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const started = holder.started === undefined ? undefined : processStartTime(holder.pid);
  return started === undefined || started === holder.started;
}

/** Takes the lock on `dir` for this process and returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const holder: Holder = {
        pid: process.pid,
        cmd: process.argv.slice(1).join(' '),
        started: processStartTime(process.pid),
      };
      fs.writeFileSync(lockFile, JSON.stringify(holder), { flag: 'wx' });
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
      if (holder && stillHolds(holder)) {
        throw new DataDirBusyError(
          `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.cmd}). ` +
            'Stop the site server first (PGlite allows one process at a time), or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone, or its pid was reused
    }
  }
  throw new DataDirBusyError(`Could not lock the embedded database in ${dir}.`);
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; cmd?: unknown; started?: unknown };
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      cmd: String(parsed.cmd ?? ''),
      started: typeof parsed.started === 'string' ? parsed.started : undefined,
    };
  } catch {
    return undefined;
  }
}
