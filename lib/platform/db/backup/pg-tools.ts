/**
 * Runs the PostgreSQL client tools (pg_dump, psql) from the PATH against a DATABASE_URL. The
 * password travels in PGPASSWORD, not on the command line where `ps` would show it.
 */
import 'server-only';
import { spawn, spawnSync } from 'node:child_process';
import { childProcessEnv } from '@/lib/platform/env';
import { BackupError } from './errors';

export type PgTool = 'pg_dump' | 'psql';

/** Throws a clear BackupError when `tool` is not on the PATH. */
export function requireTool(tool: PgTool): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if ((probe.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found on the PATH. Install the PostgreSQL client tools of the server's major version or newer ` +
        '(Debian/Ubuntu: apt-get install postgresql-client), or put their directory on the PATH.',
    );
  }
  if (probe.error) throw probe.error;
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/**
 * Runs `tool` with `args` against the database, `--dbname` last; stdout goes to `stdoutFd` when
 * given. Resolves on exit code 0, else throws with the tool's own error output. Check the tool
 * with `requireTool` first for a clear message when it is missing.
 */
export function runTool(tool: PgTool, databaseUrl: string, args: string[], stdoutFd?: number): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      stdio: ['ignore', stdoutFd ?? 'ignore', 'pipe'],
      env: childProcessEnv(password ? { PGPASSWORD: password } : {}),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      reject(
        new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim().split('\n').slice(-10).join('\n')}`),
      );
    });
  });
}
