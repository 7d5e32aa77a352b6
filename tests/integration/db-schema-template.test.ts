/**
 * A fresh embedded database starts as a copy of the build's schema template (lib/platform/db/template.mjs),
 * which holds the demo content, and then gets the first admin; without a usable template PGlite's initdb
 * still makes it; a copy that a crash left unfinished does not break the next open; an existing
 * database is never replaced. Each database is a PGlite data directory in a temp dir.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import type { Db } from '@/lib/platform/db/client';
import { makeSchemaTemplate } from '@/lib/ops/start-up/make-template';
import { MIGRATIONS_FOLDER } from '@/lib/platform/db/migrate';
import * as schema from '@/lib/platform/db/schema';
import { adminUsers, navbarItems } from '@/lib/platform/db/schema';
import { installedPgliteVersion } from '@/lib/platform/db/template.mjs';
import { withDatabase } from './helpers/database';
import { listTables, tableContents } from './helpers/table-contents';

const SLOW = 60_000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-template-'));
const template = path.join(work, 'template');
// A table only the template has, in a schema of its own: a database that has it was copied from the template.
const MARK = 'mark.made_from_template';

const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `public.${getTableName(table)}`);
const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Opens, migrates, seeds and closes the data directory `name` under `work` as the server does; returns its directory. */
async function prepare(name: string, templateDir: string | null): Promise<string> {
  const dataDir = path.join(work, name);
  await (await prepareDatabase({ dataDir, template: templateDir }, 'admin@example.com')).close();
  return dataDir;
}

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

/** What a prepared database holds that the test judges by. */
async function facts(dataDir: string) {
  return withDatabase({ dataDir, template: null }, async (db) => ({
    tables: (await listTables(db)).sort(),
    migrations: await count(db, sql`select count(*) as n from drizzle.__drizzle_migrations`),
    navbarItems: (await db.select().from(navbarItems)).length,
    admins: (await db.select().from(adminUsers)).length,
  }));
}

/** A copy of the template made by `edit`. */
async function variantOfTemplate(name: string, edit: (dir: string) => Promise<void> | void): Promise<string> {
  const dir = path.join(work, name);
  fs.cpSync(template, dir, { recursive: true });
  await edit(dir);
  return dir;
}

beforeAll(async () => {
  await makeSchemaTemplate(template);
  await withDatabase({ dataDir: template, template: null }, async (db) => {
    await db.execute(sql`create schema mark`);
    await db.execute(sql.raw(`create table ${MARK} (id int)`));
  });
}, SLOW);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the database schema template', () => {
  it(
    'holds every table and migration and the demo content, but no admin account, and names the PGlite that made it',
    async () => {
      expect(JSON.parse(fs.readFileSync(path.join(template, 'template.json'), 'utf8'))).toEqual({
        pglite: installedPgliteVersion(),
      });
      expect(fs.readdirSync(work).filter((name) => name.startsWith('template.'))).toEqual([]); // no staging folder left
      const contents = await withDatabase({ dataDir: template, template: null }, tableContents);
      expect(Object.keys(contents).sort()).toEqual([...SCHEMA_TABLES, MARK, 'drizzle.__drizzle_migrations'].sort());
      expect(contents['drizzle.__drizzle_migrations']).toHaveLength(MIGRATIONS);
      expect(contents['public.navbar_items']!.length).toBeGreaterThan(0);
      expect(contents['public.billing_tariffs']!.length).toBeGreaterThan(0);
      // The demo pictures are in the media library with their sizes, so a first start never reads an image.
      const media = contents['public.media_files']!.map(
        (row) => JSON.parse(row) as { path: string; width: number | null },
      );
      expect(media.length).toBeGreaterThan(0);
      expect(media.filter((entry) => entry.path.endsWith('.webp') && entry.width === null)).toEqual([]);
      // Accounts, sessions and visitors' submissions belong to one installation, never to the build.
      const personal = [
        'admin_users',
        'admin_sessions',
        'audit_log',
        'connection_requests',
        'contact_messages',
        'service_evaluations',
        'rate_limits',
        'resumes',
        'billing_online_requests',
      ];
      expect(Object.fromEntries(personal.map((table) => [table, contents[`public.${table}`]?.length]))).toEqual(
        Object.fromEntries(personal.map((table) => [table, 0])),
      );
    },
    SLOW,
  );

  it(
    'is where a fresh data directory starts from, which then gets the demo content and the first admin',
    async () => {
      const dataDir = await prepare('fresh', template);
      const fresh = await facts(dataDir);
      expect(fresh.tables).toContain(MARK);
      expect(fresh.tables).toEqual(expect.arrayContaining(SCHEMA_TABLES));
      expect(fresh.migrations).toBe(MIGRATIONS);
      expect(fresh.navbarItems).toBeGreaterThan(0);
      expect(fresh.admins).toBe(1);
      expect(fs.readdirSync(dataDir).sort()).toEqual(['initial-admin.txt', 'pg']);
    },
    SLOW,
  );

  it(
    'is not needed: without one (or with one of another PGlite version) initdb makes the database',
    async () => {
      const otherVersion = await variantOfTemplate('template-other-pglite', (dir) =>
        fs.writeFileSync(path.join(dir, 'template.json'), '{"pglite":"0.0.1"}'),
      );
      for (const [name, templateDir] of [
        ['no-template', path.join(work, 'missing')],
        ['other-pglite', otherVersion],
      ] as const) {
        const made = await facts(await prepare(name, templateDir));
        expect(made.tables, name).not.toContain(MARK);
        expect(made.tables, name).toEqual([...SCHEMA_TABLES, 'drizzle.__drizzle_migrations'].sort());
        expect(made.navbarItems, name).toBeGreaterThan(0);
        expect(made.admins, name).toBe(1);
      }
    },
    2 * SLOW,
  );

  it(
    'never replaces a database that exists',
    async () => {
      const dataDir = await prepare('existing', null);
      await withDatabase({ dataDir, template: null }, async (db) => {
        await db.execute(sql`create schema kept`);
        await db.execute(sql`create table kept.before_reopen (id int)`);
      });
      const reopened = await facts(await prepare('existing', template));
      expect(reopened.tables).toContain('kept.before_reopen');
      expect(reopened.tables).not.toContain(MARK);
      expect(reopened.admins).toBe(1);
    },
    SLOW,
  );

  it(
    'leaves no half database when a copy was cut short: the next open removes it and copies afresh',
    async () => {
      const dataDir = path.join(work, 'crashed');
      const unfinished = path.join(dataDir, 'pg.from-template-999999');
      fs.mkdirSync(path.join(unfinished, 'base'), { recursive: true });
      fs.cpSync(path.join(template, 'pg', 'global'), path.join(unfinished, 'global'), { recursive: true });
      fs.mkdirSync(path.join(dataDir, 'pg')); // what PGlite leaves when it stops before initdb
      const made = await facts(await prepare('crashed', template));
      expect(made.tables).toContain(MARK);
      expect(made.navbarItems).toBeGreaterThan(0);
      expect(fs.existsSync(unfinished)).toBe(false);
    },
    SLOW,
  );

  it(
    'brings a template older than the migrations forward at open',
    async () => {
      // as old as can be: made before the first migration
      const older = await variantOfTemplate('template-older', (dir) =>
        withDatabase({ dataDir: dir, template: null }, async (db) => {
          for (const statement of ['drop schema public cascade', 'create schema public', 'drop schema drizzle cascade'])
            await db.execute(sql.raw(statement));
        }),
      );
      const made = await facts(await prepare('from-older', older));
      expect(made.tables).toEqual([...SCHEMA_TABLES, MARK, 'drizzle.__drizzle_migrations'].sort());
      expect(made.migrations).toBe(MIGRATIONS);
      expect(made.navbarItems).toBeGreaterThan(0);
    },
    SLOW,
  );
});
