/**
 * Backups without downtime on the embedded default (issue #38), against the real `npm start`: while
 * the site serves and staff save, `npm run db:backup` is written by the running server; the backup
 * verifies, a cut or foreign file does not; restored into a fresh DATA_DIR it starts and serves the
 * edit made just before the backup; and the daily backup runs at BACKUP_AT (set to a minute ahead),
 * keeps BACKUP_KEEP files and is audited by `system`.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstAdmin, sign } from './helpers/admin';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite, type SiteProcess } from './helpers/site-process';

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run <script> -- <args>` as an operator on the machine would, with DATA_DIR set. */
function npmRun(script: string, args: string[], dataDir: string): Promise<Run> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** HH:MM in Tashkent (UTC+5) of the first minute that starts at least `leadMs` from now, and when that is. */
function minuteAhead(leadMs: number): { at: string; due: number } {
  const due = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
  const tashkent = new Date(due + 5 * 3_600_000);
  const at = `${String(tashkent.getUTCHours()).padStart(2, '0')}:${String(tashkent.getUTCMinutes()).padStart(2, '0')}`;
  return { at, due };
}

/** A staff session on `site` (the first admin, signed in through the API). */
async function staffSession(site: SiteProcess, dataDir: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: site.base,
    extraHTTPHeaders: { ...sign(), origin: site.base },
  });
  const login = await api.post('/api/v1/user/auth', { data: firstAdmin(dataDir) });
  expect(login.status()).toBe(200);
  return api;
}

const faq = (question: string) => ({
  question: { rus: question, uzb: `${question} (uzb)` },
  answer: { rus: 'Ответ из резервной копии.', uzb: 'Zaxira nusxadagi javob.' },
  position: 1,
});

test('the running site backs itself up while staff save, and every backup can be checked and restored', async () => {
  test.setTimeout(240_000);
  const port = sparePort(3);
  const { dataDir, env, drop } = await freshSiteDatabase('PGlite', `backup_${port}`);
  const backupDir = path.resolve(dataDir, 'nightly');
  fs.mkdirSync(backupDir, { recursive: true });
  const older = ['20261101T220000Z', '20261102T220000Z'].map((s) => `isp-scheduled-pglite-${s}.tar.gz`);
  for (const name of older) fs.writeFileSync(path.join(backupDir, name), 'an older nightly backup');
  // far enough ahead that the server is up before it, near enough to keep the test short
  const schedule = minuteAhead(45_000);
  const site = await startSite('start.mjs', port, {
    ...env,
    BACKUP_AT: schedule.at,
    BACKUP_KEEP: '2',
    BACKUP_DIR: backupDir,
  });
  const restoredDir = `data/e2e-restored_${port}`;
  const filesDir = `data/e2e-backup-files_${port}`;
  for (const dir of [restoredDir, filesDir]) fs.rmSync(dir, { recursive: true, force: true });
  let restoredSite: SiteProcess | undefined;
  try {
    const staff = await staffSession(site, dataDir);
    const question = `Можно ли восстановить сайт из копии ${Date.now()}?`;
    expect((await staff.post('/api/v1/save', { data: { section: 'faq', data: faq(question) } })).status()).toBe(200);

    // staff keep saving while the backup is made
    const busy = await staff.post('/api/v1/save', { data: { section: 'faq', data: faq('Черновик') } });
    const busyId = (await busy.json()).data.id;
    let version = (await busy.json()).data.version;
    let saving = true;
    const saves: number[] = [];
    const saver = (async () => {
      for (let i = 0; saving; i++) {
        const res = await staff.post('/api/v1/save', {
          data: { section: 'faq', id: busyId, version, data: faq(`Черновик ${i}`) },
        });
        saves.push(res.status());
        if (res.status() === 200) version = (await res.json()).data.version;
      }
    })();
    fs.mkdirSync(filesDir, { recursive: true });
    const file = path.resolve(filesDir, 'site.tar.gz');
    const backup = await npmRun('db:backup', ['--out', file], dataDir);
    saving = false;
    await saver;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.every((status) => status === 200)).toBe(true);

    const verify = await npmRun('db:verify', [file], dataDir);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/public\.faq\s+\d+/);
    expect(verify.stdout).toMatch(/public\.audit_log\s+\d+/);
    expect(verify.stdout).toContain('The backup is good.');

    const cut = `${file}.cut`;
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 4096));
    const notBackup = `${file}.txt`;
    fs.writeFileSync(notBackup, 'not a backup');
    for (const [bad, reason] of [
      [cut, /cut short/],
      [notBackup, /not a backup/],
    ] as const) {
      const rejected = await npmRun('db:verify', [bad], dataDir);
      expect(rejected.code, bad).not.toBe(0);
      expect(rejected.stderr, bad).toMatch(reason);
    }

    const restore = await npmRun('db:restore', [file], restoredDir);
    expect(restore.code).toBe(0);
    restoredSite = await startSite('start.mjs', sparePort(4), { DATA_DIR: restoredDir, BACKUP_AT: 'off' });
    const page = await fetch(`${restoredSite.base}/rus/faq`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(question);
    restoredSite.crash();
    restoredSite = undefined;

    // the nightly backup, at the minute set ahead: written, verified, older ones beyond BACKUP_KEEP gone, audited
    await expect
      .poll(
        async () => {
          const res = await staff.get('/api/v1/adm/audit?section=backups&limit=5');
          return ((await res.json()).data as { action: string }[]).map((e) => e.action);
        },
        { timeout: Math.max(0, schedule.due - Date.now()) + 90_000, intervals: [2_000] },
      )
      .toEqual(['backup']);
    const [entry] = (await (await staff.get('/api/v1/adm/audit?section=backups&limit=5')).json()).data;
    expect(entry.userEmail).toBe('system');
    const kept = fs.readdirSync(backupDir).sort();
    expect(kept).toEqual([older[1], entry.itemId]);
    expect(entry.after).toEqual({
      file: entry.itemId,
      size: fs.statSync(path.join(backupDir, entry.itemId)).size,
      verified: true,
      deleted: [older[0]],
    });
    expect(site.output()).toContain('scheduled backup written and verified');
  } finally {
    restoredSite?.crash();
    site.crash();
    await drop();
    for (const dir of [restoredDir, filesDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
