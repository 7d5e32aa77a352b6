/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or the
 * PostgreSQL server named by TEST_DATABASE_URL (reset to an empty schema first).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, installTestDatabase } from '@/lib/platform/db';
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import { openDb, type Db, type DbTarget } from '@/lib/platform/db/client';

/** Empties a PostgreSQL server database: its schemas public and drizzle are dropped, an empty public made. */
export async function resetServerDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
}

/** Opens `target`, runs `fn` on it and closes it again, whatever `fn` did. */
export async function withDatabase<T>(target: DbTarget, fn: (db: Db) => Promise<T>): Promise<T> {
  const open = await openDb(target);
  try {
    return await fn(open.db);
  } finally {
    await open.close();
  }
}

/** Opens the test database before the file's tests and closes it after; returns a getter. */
export function setupTestDatabase(): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) await resetServerDatabase(url);
    // the seeded database the run's global set-up made (tests/setup/integration-image.ts)
    const image = inject('integrationImage');
    const memoryImage = image ? new Blob([fs.readFileSync(image)]) : undefined;
    const open = await prepareDatabase({ databaseUrl: url, dataDir: 'memory:', memoryImage }, 'admin@example.com');
    installTestDatabase(open);
    db = open.db;
    await db.execute(sql`select 1`);
  });
  afterAll(async () => {
    await closeDb();
  });
  return () => {
    if (!db) throw new Error('test database not ready');
    return db;
  };
}
