/**
 * Issue #20 "Done when", on the production build, each test on a server and a PostgreSQL database of
 * its own: a message sent on the site reaches the staff address at a real SMTP server (the visitor never
 * waits for it, and a refusal only delays it), and the retention job deletes old items with their
 * résumé files, keeps newer ones and leaves its entry in the audit trail.
 */
import { expect, test, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDb, type Db, type OpenDb } from '../lib/platform/db/client';
import { applyMigrations } from '../lib/platform/db/migrate';
import { contactMessages, notificationOutbox, resumes } from '../lib/platform/db/schema';
import { fileFacts } from '../lib/platform/files/read';
import { putFile } from '../lib/platform/files/store';
import { mailText, startSmtp } from '../tests/integration/helpers/smtp';
import { firstAdmin, loginViaUi } from './helpers/admin';
import { sendMessage, sendResume } from './helpers/inbox-submit';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite } from './helpers/site-process';

// The smallest allowed proof of work keeps the captcha quick; the server checks it the same way.
const SERVER_ENV = { ALTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'warn' };
const DAY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = { district: 'Chilonzor', street: '9-kvartal', house: '5' };

type Database = Awaited<ReturnType<typeof freshSiteDatabase>>;

/** Runs `work` on the spec server's database, opened beside the server and closed after. */
async function onDb<T>(database: Database, work: (db: Db, open: OpenDb) => Promise<T>): Promise<T> {
  const open = await openDb(database);
  try {
    return await work(open.db, open);
  } finally {
    await open.close();
  }
}

/** The id of the contact message sent by `name` (each name is sent once per test). */
const messageIdOf = (database: Database, name: string) =>
  onDb(database, async (db) => {
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.name, name));
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  });

/** A page of a browser context whose relative URLs go to the spec's own server. */
async function pageOn(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  return { page: await context.newPage(), close: () => context.close() };
}

test('rus: a message sent on the site is e-mailed to the staff with its admin link, and a refused mail comes later', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtp();
  const database = await freshSiteDatabase('PostgreSQL', `mail_${sparePort(6)}`);
  const site = await startSite('next start', sparePort(6), {
    ...SERVER_ENV,
    ...database.env,
    SMTP_URL: smtp.url(),
    NOTIFY_EMAILS_MESSAGES: 'support@isp.example, boss@isp.example',
    NOTIFY_EMAILS_RESUMES: 'hr@isp.example',
    NOTIFY_FROM: 'robot@isp.example',
  });
  const { page, close } = await pageOn(browser, site.base);
  try {
    let release = () => {};
    smtp.state.hold = new Promise<void>((resolve) => (release = resolve));
    const name = 'Мадина Рахимова';
    await sendMessage(page, name, 'Прошу перезвонить вечером');
    // The visitor has the answer while the SMTP server still holds the mail unanswered.
    await expect.poll(() => smtp.state.waiting, { timeout: 30_000 }).toBe(1);
    expect(smtp.state.mails).toEqual([]);
    smtp.state.hold = undefined;
    release();
    await expect.poll(() => smtp.state.mails.length).toBe(1);

    const id = await messageIdOf(database, name);
    const link = `${site.base}/rus/adm/messages/${id}`;
    const mail = smtp.state.mails[0]!;
    expect(mail.to.sort()).toEqual(['boss@isp.example', 'support@isp.example']);
    const { headers, text } = mailText(mail.raw);
    expect(headers).toMatch(/^From: robot@isp\.example\r?$/m);
    const lines = text.split(/\r?\n/);
    for (const line of [`Сообщения: новая запись №${id}`, `Xabarlar: yangi yozuv №${id}`, `Имя: ${name}`, link])
      expect(lines).toContain(line);
    expect(text).not.toContain('Прошу перезвонить');

    // The link opens the message in the admin for a staff member who signs in.
    const admin = firstAdmin(database.dataDir);
    await loginViaUi(page, admin.email, admin.password);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Сообщение №${id} (${name})` })).toBeVisible();
    await expect(page.getByTestId('item-fields').getByText('Прошу перезвонить вечером')).toBeVisible();

    // A refusing SMTP server does not touch the visitor's answer; the mail waits in the outbox.
    smtp.state.refuse = true;
    const later = 'Жасур Каримов';
    await sendMessage(page, later, 'Интернет пропадает по вечерам');
    const laterId = await messageIdOf(database, later);
    const outboxRow = () =>
      onDb(database, async (db) => {
        const rows = await db.select().from(notificationOutbox).where(eq(notificationOutbox.itemId, laterId));
        return rows[0];
      });
    await expect.poll(async () => (await outboxRow())?.attempts, { timeout: 30_000 }).toBe(1);
    expect((await outboxRow())?.lastError).toContain('Mailbox busy');
    expect((await outboxRow())?.sentAt).toBeNull();
    expect(smtp.state.mails).toHaveLength(1);

    // Accepting again, the server's minute retry delivers it; its back-off is spent at once so one tick is enough.
    smtp.state.refuse = false;
    await onDb(database, (db) =>
      db
        .update(notificationOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(notificationOutbox.itemId, laterId)),
    );
    await expect.poll(() => smtp.state.mails.length, { timeout: 90_000 }).toBe(2);
    const retried = mailText(smtp.state.mails[1]!.raw).text.split(/\r?\n/);
    expect(retried).toContain(`Сообщения: новая запись №${laterId}`);
    expect(retried).toContain(`${site.base}/rus/adm/messages/${laterId}`);
    expect(smtp.state.mails[1]!.to.sort()).toEqual(['boss@isp.example', 'support@isp.example']);
  } finally {
    await close();
    site.crash();
    await smtp.stop();
    await database.drop();
  }
});

/** Plants an old or newer message and résumé (with its file) straight in the database, as if sent long ago. */
async function plant(database: Database, daysAgo: number, tag: string) {
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  const storedName = `planted-${tag}.pdf`;
  const bytes = new TextEncoder().encode('%PDF-1.4 planted');
  return onDb(database, async (db) => {
    await putFile(db, { kind: 'resume', name: storedName, contentType: 'application/pdf', bytes });
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: `Xabar ${tag}`,
        phone: '+998901234567',
        address: ADDRESS,
        city: 'Toshkent',
        message: tag,
        lang: 'uzb',
        createdAt,
      })
      .returning();
    const [resume] = await db
      .insert(resumes)
      .values({
        name: `Nomzod ${tag}`,
        phone: '+998905556677',
        vacancy: 'Tarmoq muhandisi',
        fileName: 'cv.pdf',
        storedName,
        mimeType: 'application/pdf',
        size: 16,
        createdAt,
      })
      .returning();
    return { messageId: message!.id, resumeId: resume!.id, storedName };
  });
}

test('uzb: the retention job deletes old items and their files, keeps newer ones and is in the audit trail', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const port = sparePort(7);
  const database = await freshSiteDatabase('PostgreSQL', `retention_${port}`);
  await onDb(database, (_db, open) => applyMigrations(open));
  const old = await plant(database, 400, 'old');
  const kept = await plant(database, 300, 'kept');
  const exists = (table: typeof contactMessages | typeof resumes, id: number) =>
    onDb(database, async (db) => (await db.select().from(table).where(eq(table.id, id))).length === 1);
  // Résumé files are kept in the database (lib/platform/files), each under its row's stored name.
  const fileExists = (storedName: string) =>
    onDb(database, async (db) => (await fileFacts(db, 'resume', storedName)) !== null);

  // The first purge runs about a minute after the start.
  const site = await startSite('next start', port, { ...SERVER_ENV, ...database.env, RETENTION_DAYS: '365' });
  const { page, close } = await pageOn(browser, site.base);
  try {
    const visitor = 'Aziz Karimov';
    await sendResume(page, visitor, 'uzb');
    const [sent] = await onDb(database, (db) => db.select().from(resumes).where(eq(resumes.name, visitor)));
    expect(await fileExists(sent!.storedName)).toBe(true);
    expect(await exists(contactMessages, old.messageId), 'the visitor wrote before the first purge').toBe(true);

    await expect.poll(() => exists(contactMessages, old.messageId), { timeout: 120_000 }).toBe(false);
    await expect.poll(() => exists(resumes, old.resumeId), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => fileExists(old.storedName), { timeout: 10_000 }).toBe(false);
    expect(await exists(contactMessages, kept.messageId)).toBe(true);
    expect(await exists(resumes, kept.resumeId)).toBe(true);
    expect(await fileExists(kept.storedName)).toBe(true);
    expect(await exists(resumes, sent!.id)).toBe(true);
    expect(await fileExists(sent!.storedName)).toBe(true);

    const admin = firstAdmin(database.dataDir);
    await loginViaUi(page, admin.email, admin.password);
    await page.goto('/rus/adm/audit');
    const entries = page.getByTestId('admin-row').filter({ hasText: 'удаление по сроку хранения' });
    await expect(entries).toHaveCount(2);
    for (const section of ['Сообщения', 'Резюме']) {
      const entry = entries.filter({ hasText: section });
      await expect(entry).toHaveCount(1);
      await expect(entry.getByRole('cell', { name: 'system', exact: true })).toBeVisible();
      await entry.getByText('До / после').click();
      // the entry's details read field by field: how many it deleted and after how many days
      const details = entry.locator('details dl');
      await expect(details.locator('dt')).toHaveText(['count', 'older_than_days']);
      await expect(details.locator('dd')).toHaveText([/\b1$/, /\b365$/]);
    }
  } finally {
    await close();
    site.crash();
    await database.drop();
  }
});
