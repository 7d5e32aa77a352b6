/**
 * Backups of the embedded database while the site runs (issue #38): `npm run db:backup` asks the
 * process that has the database open, over its owner-only socket in DATA_DIR, and gets a consistent
 * copy while visitors keep writing; `npm run db:verify` restores a backup somewhere temporary and
 * says what it holds, and rejects what is not a whole backup; the scheduled run writes, verifies,
 * keeps BACKUP_KEEP, audits, and a failure shows on the admin dashboard's query.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastBackupFailure } from '@/lib/platform/db/backup/backup-audit';
import { lastGoodBackupAt } from '@/lib/platform/db/backup/last-good';
import { backupOpenPglite } from '@/lib/platform/db/backup/live';
import { runScheduledBackup } from '@/lib/platform/db/backup/scheduled-run';
import { startBackupSocket } from '@/lib/platform/db/backup/socket-server';
import { backupSocketPath } from '@/lib/platform/db/backup/socket-path';
import type { Db, DbTarget, OpenDb } from '@/lib/platform/db/client';
import { auditLog, contactMessages } from '@/lib/platform/db/schema';
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import { withDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';

const SLOW = 120_000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-online-backup-'));
const site: DbTarget = { dataDir: path.join(work, 'site') };
const backup = path.join(work, 'site.tar.gz');
let open: OpenDb;
let socket: net.Server;

/** Runs `lib/ops/cli/<name>.ts` as its npm script does, without blocking this process (which serves the socket). */
function cli(
  name: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, '--conditions=react-server', `lib/ops/cli/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const message = (text: string) => ({
  name: 'Online',
  phone: '+998 90 000 00 01',
  address: { district: 'Chilonzor', street: 'Bunyodkor', house: '1' },
  city: 'Toshkent',
  message: text,
  lang: 'rus' as const,
});

const messageTexts = async (db: Db) => (await db.select().from(contactMessages)).map((row) => row.message);

beforeAll(async () => {
  open = await prepareDatabase(site, 'admin@example.com');
  if (open.listen.kind !== 'pglite') throw new Error('expected the embedded database');
  const client = open.listen.client;
  socket = await startBackupSocket(site.dataDir, (file) => backupOpenPglite(client, file));
}, SLOW);

afterAll(async () => {
  socket?.close();
  await open?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a backup of the embedded database while the site runs', () => {
  it(
    'is written by the running server, owner-only, while visitors keep submitting, and holds what was written before it',
    async () => {
      expect(fs.statSync(backupSocketPath(site.dataDir)).mode & 0o777).toBe(0o600);
      await open.db.insert(contactMessages).values(message('written before the backup'));
      let writing = true;
      let during = 0;
      const writer = (async () => {
        while (writing) {
          await open.db.insert(contactMessages).values(message(`during the backup ${during++}`));
          // as requests do, each write arrives from the event loop, which also serves the socket
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const run = await cli('db-backup', ['--out', backup], site.dataDir);
      writing = false;
      await writer;
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('The site server is running: it wrote the backup itself, without stopping.');
      expect(run.stdout).toContain(`Backup written to ${backup}`);
      expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${backup}.partial`)).toBe(false);
      expect(during).toBeGreaterThan(0);

      const again = await cli('db-backup', ['--out', backup], site.dataDir);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');

      const restored = path.join(work, 'restored');
      const restore = await cli('db-restore', [backup], restored);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const texts = await withDatabase({ dataDir: restored }, messageTexts);
      expect(texts).toContain('written before the backup');
      // a consistent moment: whatever the copy holds of the writes during it is a gapless beginning of them
      const caught = texts.filter((t) => t.startsWith('during the backup')).length;
      expect(texts.filter((t) => t.startsWith('during the backup'))).toEqual(
        Array.from({ length: caught }, (_, i) => `during the backup ${i}`),
      );
    },
    SLOW,
  );

  it(
    'is verified by db:verify, which restores it somewhere temporary and names every table with its rows',
    async () => {
      const run = await cli('db-verify', [backup], path.join(work, 'never-used'));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`${backup} restores and opens.`);
      expect(run.stdout).toMatch(/Migrations: \d+ applied/);
      expect(run.stdout).toMatch(/public\.contact_messages\s+\d+/);
      expect(run.stdout).toMatch(/drizzle\.__drizzle_migrations\s+\d+/);
      expect(run.stdout).toMatch(/public\.news\s+\d+/);
      expect(run.stdout).toMatch(/Stored files: \d+ \(\d+ bytes\)\./);
      expect(run.stdout).toContain('The backup is good.');
      expect(fs.existsSync(path.join(work, 'never-used'))).toBe(false);
    },
    SLOW,
  );

  it(
    'is rejected by db:verify when cut short, or when the file is no backup, saying why',
    async () => {
      const bytes = fs.readFileSync(backup);
      const cut = path.join(work, 'cut.tar.gz');
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const text = path.join(work, 'notes.txt');
      fs.writeFileSync(text, 'a shopping list, not a backup\n');
      const gzipped = path.join(work, 'other.tar.gz');
      fs.writeFileSync(gzipped, zlib.gzipSync(Buffer.alloc(4096, 7)));
      const expectations: [string, RegExp][] = [
        [cut, /damaged or cut short/],
        [text, /is not a backup made by npm run db:backup/],
        [gzipped, /not a backup of the embedded database/],
        [path.join(work, 'missing.tar.gz'), /does not exist/],
      ];
      for (const [file, reason] of expectations) {
        const run = await cli('db-verify', [file], site.dataDir);
        expect(run.code, file).toBe(1);
        expect(run.stderr, file).toMatch(reason);
        expect(run.stdout, file).not.toContain('The backup is good.');
      }
    },
    SLOW,
  );
});

describe('the scheduled backup', () => {
  const dir = path.join(work, 'scheduled');
  const old = ['20261101T220000Z', '20261102T220000Z', '20261103T220000Z'].map(
    (stamp) => `isp-scheduled-pglite-${stamp}.tar.gz`,
  );
  const manual = 'isp-pglite-20261001T100000Z.tar.gz';

  it(
    'writes and verifies a backup, keeps the newest BACKUP_KEEP scheduled ones (never a manual one) and audits it by system',
    async () => {
      fs.mkdirSync(dir, { recursive: true });
      for (const name of [...old, manual]) fs.writeFileSync(path.join(dir, name), 'older backup');
      const now = new Date('2026-11-27T22:00:00Z');
      expect(await runScheduledBackup({ open, dir, keep: 2 }, now)).toBe(true);
      const made = 'isp-scheduled-pglite-20261127T220000Z.tar.gz';
      expect(fs.readdirSync(dir).sort()).toEqual([manual, old[2], made].sort());
      expect(fs.statSync(path.join(dir, made)).mode & 0o777).toBe(0o600);
      const [entry] = await open.db.select().from(auditLog).where(eq(auditLog.itemId, made));
      expect(entry).toMatchObject({ userEmail: 'system', section: 'backups', action: 'backup' });
      expect(entry!.after).toEqual({
        file: made,
        size: fs.statSync(path.join(dir, made)).size,
        verified: true,
        deleted: old.slice(0, 2),
      });
      expect(lastGoodBackupAt()).toEqual(now);
      expect(await lastBackupFailure(open.db)).toBeNull();
    },
    SLOW,
  );

  it(
    'logs a failure as an error and audits it, so the dashboard shows it until a backup succeeds again',
    async () => {
      const log = captureLog();
      const blocked = path.join(work, 'not-a-folder');
      fs.writeFileSync(blocked, 'a file where the backups folder should be');
      expect(await runScheduledBackup({ open, dir: blocked, keep: 2 }, new Date('2026-11-28T22:00:00Z'))).toBe(false);
      const [failed] = log.events('scheduled_backup_failed');
      expect(failed?.level).toBe(50);
      const failure = await lastBackupFailure(open.db);
      expect(failure?.reason).toMatch(/ENOTDIR|not a directory/);
      expect(lastGoodBackupAt()).toEqual(new Date('2026-11-27T22:00:00Z'));

      expect(await runScheduledBackup({ open, dir, keep: 2 }, new Date('2026-11-29T22:00:00Z'))).toBe(true);
      expect(await lastBackupFailure(open.db)).toBeNull();
    },
    SLOW,
  );
});
