/**
 * A PostgreSQL server database of a spec's own (created fresh, dropped after), for the variants of
 * a spec that run on PostgreSQL. Without a server at 127.0.0.1:5432 those variants are skipped here,
 * but fail in CI (CI=true), where .ci/run always provides one.
 */
import { test } from '@playwright/test';
import { rmSync } from 'node:fs';
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function onAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Why the PostgreSQL variant cannot run here (undefined when it can); throws in CI instead. */
async function postgresMissing(): Promise<string | undefined> {
  try {
    await onAdmin(['select 1']);
    return undefined;
  } catch (error) {
    const reason = `no PostgreSQL server at 127.0.0.1:5432 (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`${reason}: CI must run the PostgreSQL variant`);
    return reason;
  }
}

/** Creates the empty database `name` (dropping a leftover) and answers its URL and how to drop it. */
async function freshPostgresDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const drop = () => onAdmin([`drop database if exists ${name} with (force)`]);
  await drop();
  await onAdmin([`create database ${name}`]);
  return { url: `postgres://postgres@127.0.0.1:5432/${name}`, drop };
}

/**
 * A fresh database for a spec's own server, named `name`: an empty data directory `data/e2e-<name>`,
 * and on PostgreSQL also the new server database `isp_<name>` (the test is skipped where no server answers).
 */
export async function freshSiteDatabase(database: 'PGlite' | 'PostgreSQL', name: string) {
  if (database === 'PostgreSQL') {
    const missing = await postgresMissing();
    test.skip(missing !== undefined, missing);
  }
  const dataDir = `data/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = database === 'PostgreSQL' ? await freshPostgresDatabase(`isp_${name}`) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(server ? { DATABASE_URL: server.url } : {}) };
  return { dataDir, databaseUrl: server?.url, env, drop: async () => server?.drop() };
}
