/**
 * A PostgreSQL server database of a spec's own (created fresh, dropped after), for the variants of
 * a spec that run on PostgreSQL. They need the server at 127.0.0.1:5432 (.ci/run starts one where
 * none answers); without it they fail, saying so.
 */
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

/** Fails with a clear reason when no PostgreSQL server answers at 127.0.0.1:5432. */
async function requirePostgres(): Promise<void> {
  try {
    await onAdmin(['select 1']);
  } catch (error) {
    throw new Error(
      `the PostgreSQL variant needs a server at 127.0.0.1:5432 (${(error as Error).message}); .ci/run starts one`,
    );
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
 * and on PostgreSQL also the new server database `isp_<name>` (a server must answer there).
 */
export async function freshSiteDatabase(database: 'PGlite' | 'PostgreSQL', name: string) {
  if (database === 'PostgreSQL') await requirePostgres();
  const dataDir = `data/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = database === 'PostgreSQL' ? await freshPostgresDatabase(`isp_${name}`) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(server ? { DATABASE_URL: server.url } : {}) };
  return { dataDir, databaseUrl: server?.url, env, drop: async () => server?.drop() };
}
