/**
 * `npm run db:backup` and `npm run db:restore`, run as the real commands: every table comes back
 * row for row, a database with data is replaced only with --force, and the refusals are clear.
 * On the embedded database (PGlite data directories in a temp dir) by default; on the
 * PostgreSQL server when TEST_DATABASE_URL is set, restoring into `<its database>_restore`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import { fileBytes, fileFacts } from '@/lib/platform/files/read';
import { openDb, type Db, type DbTarget } from '@/lib/platform/db/client';
import { contactMessages, tagExpiry } from '@/lib/platform/db/schema';
import { resetServerDatabase, withDatabase } from './helpers/database';
import { CV, writeVisitorAndStaffRows } from './helpers/backup-rows';
import { sequenceValues, tableContents } from './helpers/table-contents';

const serverUrl = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-backup-'));
const source: DbTarget = { databaseUrl: serverUrl, dataDir: path.join(work, 'source') };
const target: DbTarget = { databaseUrl: serverUrl && restoreUrlOf(serverUrl), dataDir: path.join(work, 'restored') };
const SLOW = 120_000;

/** The restore database next to the test database: same server, name + '_restore'. */
function restoreUrlOf(url: string): string {
  const restore = new URL(url);
  restore.pathname = `${restore.pathname}_restore`;
  return restore.toString();
}

/** Runs `lib/ops/cli/<name>.ts` the way its npm script does, against `db`. */
function cli(
  name: 'db-backup' | 'db-restore' | 'db-verify',
  args: string[],
  db: DbTarget,
  extraEnv: Record<string, string> = {},
) {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const env = { ...process.env, DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '', ...extraEnv };
  const run = spawnSync(process.execPath, [tsx, '--conditions=react-server', `lib/ops/cli/${name}.ts`, ...args], {
    env,
    encoding: 'utf8',
    timeout: SLOW,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The bytes of the stored résumé f1e2.pdf in `db`. */
async function storedCv(db: Db): Promise<Uint8Array | null> {
  const facts = await fileFacts(db, 'resume', 'f1e2.pdf');
  return facts && fileBytes(db, facts.id);
}

/** Makes the restore database exist and empty (PostgreSQL variant). */
async function emptyRestoreDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
  await resetServerDatabase(url);
}

let sourceContents: Record<string, string[]>;

beforeAll(async () => {
  if (source.databaseUrl) await resetServerDatabase(source.databaseUrl);
  if (target.databaseUrl) await emptyRestoreDatabase(target.databaseUrl);
  const open = await prepareDatabase(source, 'admin@example.com');
  try {
    await writeVisitorAndStaffRows(open.db);
    sourceContents = await tableContents(open.db);
  } finally {
    await open.close();
  }
}, SLOW);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A database's contents but the cache tags' expiry times, which a restore moves to its own time. */
function withoutTagTimes(contents: Record<string, string[]>): Record<string, string[]> {
  const { ['public.tag_expiry']: _times, ...rest } = contents;
  return rest;
}

/** Each cache tag's expiry time (epoch ms). */
async function tagTimes(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(tagExpiry);
  return Object.fromEntries(rows.map((r) => [r.tag, r.expiredAt.getTime()]));
}

describe(`database backup and restore (${serverUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  const file = path.join(work, serverUrl ? 'backup.sql' : 'backup.tar.gz');

  it('has rows in every table to carry over', () => {
    const empty = Object.entries(sourceContents)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    expect(empty, 'tables without rows: give them one in writeVisitorAndStaffRows').toEqual([]);
    expect(Object.keys(sourceContents)).toEqual(
      expect.arrayContaining([
        'drizzle.__drizzle_migrations',
        'public.billing_snapshots',
        'public.connection_requests',
        'public.stored_files',
        'public.secrets',
      ]),
    );
  });

  it(
    'backs up to an owner-only file and restores every table row for row',
    async () => {
      const backup = cli('db-backup', ['--out', file], source);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${file}`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const restoredAt = Date.now();
      const restore = cli('db-restore', [file], target);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(withoutTagTimes(await withDatabase(target, tableContents))).toEqual(withoutTagTimes(sourceContents));
      // Every cache tag, the backup's own and every section's, expired at the restore (a shared cache outlives it).
      const times = await withDatabase(target, tagTimes);
      for (const tag of ['news', 'faq', 'slider', 'billing-tariffs'])
        expect(times[tag], tag).toBeGreaterThanOrEqual(restoredAt);
      expect(await withDatabase(target, storedCv)).toEqual(CV);
      const [before, after] = [await withDatabase(source, sequenceValues), await withDatabase(target, sequenceValues)];
      for (const [name, value] of Object.entries(before)) expect(after[name], name).toBeGreaterThanOrEqual(value);
    },
    SLOW,
  );

  it(
    'verifies the backup by restoring it somewhere temporary, and rejects a copy cut short',
    () => {
      const run = cli('db-verify', [file], source);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      for (const [table, rows] of Object.entries(sourceContents))
        expect(run.stdout).toMatch(new RegExp(`${table.replace('.', '\\.')}\\s+${rows.length}\\n`));
      expect(run.stdout).toContain(`Stored files: ${sourceContents['public.stored_files']!.length} (`);
      expect(run.stdout).toContain('The backup is good.');
      const cut = path.join(work, serverUrl ? 'cut.sql' : 'cut.tar.gz');
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
      const rejected = cli('db-verify', [cut], source);
      expect(rejected.code).toBe(1);
      expect(rejected.stderr).toMatch(/cut short/);
    },
    SLOW,
  );

  it(
    'refuses to restore over a database with data unless --force, which replaces it',
    async () => {
      await withDatabase(target, (db) =>
        db.insert(contactMessages).values({
          name: 'After',
          phone: '+998 90 000 00 01',
          address: { district: 'x', street: 'x', house: '1' },
          city: 'y',
          message: 'written after the restore',
          lang: 'rus',
        }),
      );
      const refused = cli('db-restore', [file], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/replaces all of its data.*--force/s);
      expect((await withDatabase(target, tableContents))['public.contact_messages']).toHaveLength(2);

      const forced = cli('db-restore', [file, '--force'], target);
      expect(forced.code).toBe(0);
      expect(withoutTagTimes(await withDatabase(target, tableContents))).toEqual(withoutTagTimes(sourceContents));
    },
    SLOW,
  );

  // Always on an embedded database of its own: the lock guards PGlite data directories, whichever database the other tests use.
  it(
    'refuses to back up the embedded database while another process holds it',
    async () => {
      const embedded: DbTarget = { dataDir: path.join(work, 'held') };
      const held = await openDb(embedded);
      try {
        const busy = cli('db-backup', ['--out', path.join(work, 'busy.tar.gz')], embedded);
        expect(busy.code).toBe(1);
        expect(busy.stderr).toMatch(new RegExp(`in use by process ${process.pid}`));
        expect(fs.existsSync(path.join(work, 'busy.tar.gz'))).toBe(false);
      } finally {
        await held.close();
      }
    },
    SLOW,
  );

  it('says what to install when pg_dump is not on the PATH, and writes nothing', () => {
    const out = path.join(work, 'no-tools.sql');
    const run = cli(
      'db-backup',
      ['--out', out],
      { databaseUrl: 'postgres://backup@127.0.0.1:1/none', dataDir: work },
      { PATH: path.join(work, 'empty-path') },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/pg_dump was not found on the PATH.*postgresql-client/s);
    expect(fs.existsSync(out)).toBe(false);
  });
});
