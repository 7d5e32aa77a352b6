/** The command's side of a backup made by the running server (lib/platform/db/backup/socket-server.ts). */
import net from 'node:net';
import { BackupError } from './errors';
import { backupSocketPath, type SocketAnswer } from './socket-path';

/** Whether a connection error means that no server listens (none runs, or one died and left its socket). */
const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Asks the server running on the embedded database in `dataDir` to write a backup to the absolute
 * path `file`; answers its size, or null when no server listens there.
 */
export function askRunningServer(dataDir: string, file: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let reply = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ file })}\n`);
    });
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && NO_SERVER.has(error.code ?? '')) resolve(null);
      else reject(new BackupError(`The running site server did not answer the backup request: ${error.message}`));
    });
    socket.on('end', () => {
      let answer: SocketAnswer;
      try {
        answer = JSON.parse(reply) as SocketAnswer;
      } catch {
        return reject(new BackupError('The running site server ended the backup request without an answer.'));
      }
      if (answer.ok) resolve(answer.size);
      else reject(new BackupError(`The running site server could not write the backup: ${answer.message}`));
    });
  });
}
