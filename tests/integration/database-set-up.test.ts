/**
 * The set-up at start runs under one lock of the database: two instances starting together on a
 * fresh database both come up, with the migrations applied once, one copy of the demo content, one
 * first admin and one captcha key, which every open of that database then reads. On the PostgreSQL
 * server of TEST_DATABASE_URL when set (two connection pools, as two instances have); otherwise on
 * one embedded database set up twice at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newChallenge, requireCaptcha } from '@/lib/platform/abuse/captcha';
import { ensureCaptchaKey } from '@/lib/platform/abuse/captcha-key';
import { closeDb, installTestDatabase } from '@/lib/platform/db';
import { openDb, type Db, type OpenDb } from '@/lib/platform/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/platform/db/migrate';
import { adminUsers, secrets, tariffs } from '@/lib/platform/db/schema';
import { TARIFFS } from '@/lib/platform/db/seed/billing-tariffs';
import { prepareDatabase, setUpDatabase } from '@/lib/ops/start-up/prepare-database';
import { resetServerDatabase } from './helpers/database';

const serverUrl = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-set-up-'));
const noUploads = path.join(work, 'uploads');
const opened: OpenDb[] = [];
const SLOW = 120_000;

afterAll(async () => {
  for (const open of opened) await open.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function counted(db: Db) {
  const migrations = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const [admins] = await db.select({ n: count() }).from(adminUsers);
  const [tariffRows] = await db.select({ n: count() }).from(tariffs);
  const keys = await db.select({ name: secrets.name }).from(secrets).orderBy(secrets.name);
  return {
    migrations: migrations.rows[0]!.n,
    admins: admins!.n,
    tariffs: tariffRows!.n,
    secrets: keys.map((k) => k.name),
  };
}

/** Two set-ups of one fresh database at the same moment; answers the two opens. */
async function twoAtOnce(): Promise<[OpenDb, OpenDb]> {
  if (serverUrl) {
    await resetServerDatabase(serverUrl);
    const target = { databaseUrl: serverUrl, dataDir: work };
    const both = await Promise.all([
      prepareDatabase(target, 'first@example.com', noUploads),
      prepareDatabase(target, 'second@example.com', noUploads),
    ]);
    opened.push(...both);
    return both;
  }
  const open = await openDb({ dataDir: 'memory:' });
  opened.push(open);
  const options = { dataDir: 'memory:', uploadDir: noUploads };
  await Promise.all([
    setUpDatabase(open, { ...options, adminEmail: 'first@example.com' }),
    setUpDatabase(open, { ...options, adminEmail: 'second@example.com' }),
  ]);
  return [open, open];
}

describe(`set-up at start (${serverUrl ? 'PostgreSQL, two instances' : 'embedded PGlite'})`, () => {
  it(
    'lets two instances set up one fresh database together: migrations once, one seed, one admin, one key',
    async () => {
      const [a, b] = await twoAtOnce();
      // One captcha key, and the record that this installation was set up from empty (two-factor default).
      const expected = {
        migrations: journal.entries.length,
        admins: 1,
        tariffs: TARIFFS.length,
        secrets: ['altcha-hmac-key', 'require-2fa-default'],
      };
      expect(await counted(a.db)).toEqual(expected);
      expect(await counted(b.db)).toEqual(expected);
      const key = await ensureCaptchaKey(a.db, work);
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(await ensureCaptchaKey(b.db, work)).toBe(key);
    },
    SLOW,
  );

  it(
    'keeps the captcha key across opens, and takes over the key file of an installation from before',
    async () => {
      const dataDir = path.join(work, 'embedded');
      fs.mkdirSync(dataDir, { recursive: true });
      const legacy = 'ab'.repeat(32);
      fs.writeFileSync(path.join(dataDir, 'altcha.key'), legacy);
      const first = await prepareDatabase({ dataDir }, 'admin@example.com', noUploads);
      try {
        expect(await ensureCaptchaKey(first.db, dataDir)).toBe(legacy);
      } finally {
        await first.close();
      }
      fs.writeFileSync(path.join(dataDir, 'altcha.key'), 'cd'.repeat(32));
      const second = await prepareDatabase({ dataDir }, 'admin@example.com', noUploads);
      try {
        expect(await ensureCaptchaKey(second.db, dataDir)).toBe(legacy);
      } finally {
        await second.close();
      }
    },
    SLOW,
  );

  it(
    'accepts a captcha challenge made through one open of the database through another, once',
    async () => {
      // the database the tests above set up: the server's, or the embedded one reopened after the first closed
      const target = serverUrl ? { databaseUrl: serverUrl, dataDir: work } : { dataDir: path.join(work, 'embedded') };
      installTestDatabase(await openDb(target));
      const challenge = await newChallenge();
      await closeDb();
      const solution = await solveChallenge({ challenge, deriveKey });
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

      installTestDatabase(await openDb(target));
      try {
        await expect(requireCaptcha(payload)).resolves.toBeUndefined();
        await expect(requireCaptcha(payload)).rejects.toMatchObject({ code: 'validation' });
      } finally {
        await closeDb();
      }
    },
    SLOW,
  );
});
