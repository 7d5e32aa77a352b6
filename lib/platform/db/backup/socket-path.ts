/** Where the running server listens for backup requests of `npm run db:backup`: a Unix socket in DATA_DIR. */
import path from 'node:path';

/** The backup socket of the embedded database in `dataDir`. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'backup.sock');
}

/** The server's answer: the file written and its size, or why not. */
export type SocketAnswer = { ok: true; file: string; size: number } | { ok: false; message: string };
