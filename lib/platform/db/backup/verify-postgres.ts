/**
 * Verifies a pg_dump backup: it must end as pg_dump ends a whole dump, and it is then restored by
 * psql into a temporary database created on the configured server (never the site's own), checked
 * there, and the temporary database dropped.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './errors';
import { requireTool, runTool } from './pg-tools';
import { checkRestoredCopy, type VerifyReport } from './verify-checks';

const COMPLETE = '-- PostgreSQL database dump complete';

/** Whether the last kilobytes of `file` hold pg_dump's closing line. */
function endsComplete(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, 4096));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString('utf8').includes(COMPLETE);
  } finally {
    fs.closeSync(fd);
  }
}

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Restores the dump `file` into a temporary database on the server of `databaseUrl` and checks it there. */
export async function verifyPostgresBackup(file: string, databaseUrl: string | undefined): Promise<VerifyReport> {
  if (!endsComplete(file))
    throw new BackupError(`${file} is cut short (it lacks pg_dump's closing line): it cannot be restored whole.`);
  if (!databaseUrl)
    throw new BackupError(
      'Verifying a PostgreSQL dump restores it into a temporary database: set DATABASE_URL to a server where that may be created.',
    );
  requireTool('psql');
  const scratch = `isp_verify_${randomBytes(6).toString('hex')}`;
  const scratchUrl = new URL(databaseUrl);
  scratchUrl.pathname = `/${scratch}`;
  await onServer(databaseUrl, (client) => client.query(`create database ${scratch}`));
  try {
    await runTool('psql', scratchUrl.toString(), [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--file=${file}`,
    ]);
    return await onServer(scratchUrl.toString(), (client) =>
      checkRestoredCopy(async <T>(sql: string) => (await client.query(sql)).rows as T[]),
    );
  } finally {
    await onServer(databaseUrl, (client) => client.query(`drop database if exists ${scratch} with (force)`));
  }
}
