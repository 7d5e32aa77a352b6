/**
 * Runs `npm run db:verify` on a backup in a process of its own, as an operator would: restoring a
 * copy opens a second database, whose memory must not become the site server's.
 */
import 'server-only';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BackupError } from './errors';

/** Longest a verification may take before it counts as failed. */
const VERIFY_TIMEOUT_MS = 10 * 60_000;

/** Resolves when `db:verify` accepts `file`; rejects with its message when it does not. */
export function verifyInChildProcess(file: string): Promise<void> {
  const root = process.cwd();
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const cli = path.join(root, 'lib', 'ops', 'cli', 'db-verify.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, '--conditions=react-server', cli, file], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: VERIFY_TIMEOUT_MS,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`db:verify rejected ${path.basename(file)}: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}
