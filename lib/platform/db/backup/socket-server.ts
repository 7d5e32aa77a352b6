/**
 * The running server's side of `npm run db:backup` on the embedded database: a Unix socket in
 * DATA_DIR, owner-only (mode 600), so only the machine's own user of the site can ask; never the
 * public port. One request per connection, one JSON line each way.
 */
import 'server-only';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { logger } from '@/lib/platform/log/logger';
import { backupSocketPath, type SocketAnswer } from './socket-path';

const request = z.object({ file: z.string().min(1).max(4096).refine(path.isAbsolute, 'must be an absolute path') });

/** Longest request line accepted: a path, not a payload. */
const MAX_REQUEST_BYTES = 8192;

/** Writes a backup to the absolute path `file`; answers its size. */
export type BackupWriter = (file: string) => Promise<number>;

async function answer(line: string, write: BackupWriter): Promise<SocketAnswer> {
  let parsed: z.infer<typeof request>;
  try {
    parsed = request.parse(JSON.parse(line));
  } catch {
    return { ok: false, message: 'The backup request was not understood (expected {"file": "/absolute/path"}).' };
  }
  try {
    const size = await write(parsed.file);
    logger().info({ event: 'backup', file: parsed.file, size }, 'backup written on request');
    return { ok: true, file: parsed.file, size };
  } catch (err) {
    logger().error({ err, file: parsed.file }, 'backup on request failed');
    return { ok: false, message: (err as Error).message };
  }
}

function serve(socket: net.Socket, write: BackupWriter): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0 && buffered.length <= MAX_REQUEST_BYTES) return;
    socket.removeAllListeners('data');
    const line = end < 0 ? '' : buffered.slice(0, end);
    void answer(line, write).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

/**
 * Listens on DATA_DIR/backup.sock. The caller holds the data directory lock, so a socket file
 * left there is a dead server's and is replaced; it is removed again when the process exits.
 */
export function startBackupSocket(dataDir: string, write: BackupWriter): Promise<net.Server> {
  const file = backupSocketPath(dataDir);
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => serve(socket, write));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The socket is created under this mask, so it is never reachable by others even for a moment.
    const previous = process.umask(0o177);
    try {
      server.listen(file, () => {
        fs.chmodSync(file, 0o600);
        server.off('error', reject);
        server.unref();
        process.once('exit', () => fs.rmSync(file, { force: true }));
        resolve(server);
      });
    } finally {
      process.umask(previous);
    }
  });
}
