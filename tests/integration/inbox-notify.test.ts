/**
 * Staff e-mails about new inbox items, against a real SMTP server: queued with the submission,
 * sent after it without holding up the visitor's answer, kept and retried when the server refuses
 * or is down, and carrying no personal data beyond the name, the phone and a link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as callFeedback } from '@/app/api/v1/call_feedback/route';
import { POST as contact } from '@/app/api/v1/contact/with/us/route';
import { contactMessages, notificationOutbox } from '@/lib/platform/db/schema';
import { resetEnvForTests } from '@/lib/platform/env';
import { kickNotifications } from '@/lib/staff/inbox/jobs';
import { sendDueNotifications } from '@/lib/staff/inbox/notify-send';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';
import { mailText, startSmtp } from './helpers/smtp';

const db = setupTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ip = 0;
const MINUTE = 60_000;

const configure = (vars: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
};

async function sendMessage(name: string) {
  const body = {
    name,
    phone: '90 123 45 67',
    address: { district: 'Chilonzor', street: 'Bunyodkor', house: '5', apartment: '12' },
    city: 'Tashkent',
    message: 'Secret text of the visitor',
    email: 'visitor@example.uz',
    altcha: await solvedCaptcha(`10.30.0.${++ip}`),
  };
  return callRoute(contact, '/api/v1/contact/with/us', {
    method: 'POST',
    body,
    headers: { [CLIENT_IP_HEADER]: `10.31.0.${ip}` },
  });
}
const rate = (id: string) =>
  callRoute(callFeedback, '/api/v1/call_feedback', {
    method: 'POST',
    body: { type: 'technical', id, rating: 2, reason: 'long_wait', text: 'Ждал' },
    headers: { [CLIENT_IP_HEADER]: `10.32.0.${++ip}` },
  });
const outbox = () => db().select().from(notificationOutbox).orderBy(notificationOutbox.id);

beforeAll(async () => {
  smtp = await startSmtp();
  configure({
    SMTP_URL: smtp.url(),
    SITE_URL: 'https://isp.example',
    NOTIFY_EMAILS_MESSAGES: 'support@isp.example, boss@isp.example',
    NOTIFY_EMAILS_RATINGS: 'quality@isp.example',
    NOTIFY_FROM: 'robot@isp.example',
  });
});
afterAll(async () => {
  await smtp.stop();
  configure({
    SMTP_URL: undefined,
    SITE_URL: undefined,
    NOTIFY_EMAILS_MESSAGES: undefined,
    NOTIFY_EMAILS_RATINGS: undefined,
    NOTIFY_FROM: undefined,
  });
});
beforeEach(async () => {
  await kickNotifications();
  await db().delete(notificationOutbox);
  smtp.state.mails = [];
  smtp.state.refuse = false;
});

describe('notification e-mails', () => {
  it('mails the section, name, phone and a link to the item after a message is stored, and nothing else of the visitor', async () => {
    const res = await sendMessage('Dilnoza');
    expect(res.status).toBe(200);
    await kickNotifications();
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.name, 'Dilnoza'));
    expect(smtp.state.mails).toHaveLength(1);
    const mail = smtp.state.mails[0]!;
    expect(mail.to).toEqual(['support@isp.example', 'boss@isp.example']);
    const { headers, text } = mailText(mail.raw);
    expect(headers).toMatch(/^From: robot@isp\.example/m);
    expect(text).toContain('Сообщения: новая запись №');
    expect(text).toContain('Xabarlar: yangi yozuv №');
    expect(text).toContain(`https://isp.example/rus/adm/messages/${row!.id}`);
    expect(text).toContain('Имя: Dilnoza');
    expect(text).toContain('Телефон: +998 90 123 45 67');
    for (const secret of ['Secret text', 'visitor@example.uz', 'Bunyodkor']) expect(text).not.toContain(secret);
    const [queued] = await outbox();
    expect(queued).toMatchObject({ section: 'messages', itemId: row!.id, attempts: 0, lastError: null });
    expect(queued!.sentAt).not.toBeNull();
  });

  it('keeps a mail the server refuses, with the attempt and the error, and sends it on a later run', async () => {
    smtp.state.refuse = true;
    const started = Date.now();
    expect((await rate('tech-1')).status).toBe(200);
    await kickNotifications();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ section: 'ratings', attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/Mailbox busy/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + MINUTE - 1000);
    // not due yet: the next run leaves it alone
    expect(await sendDueNotifications(db())).toEqual({ sent: 0, failed: 0 });

    smtp.state.refuse = false;
    expect(await sendDueNotifications(db(), new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.state.mails.map((m) => m.to)).toEqual([['quality@isp.example']]);
    expect((await outbox())[0]!.sentAt).not.toBeNull();
  });

  it('answers the visitor while the mail server is down, then sends once it listens again', async () => {
    await smtp.stop();
    const res = await sendMessage('Bekzod');
    expect(res.status).toBe(200);
    await kickNotifications();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    const later = new Date(Date.now() + 2 * MINUTE);
    expect(await sendDueNotifications(db(), later)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.state.mails).toHaveLength(1);
  });

  it('queues nothing for a section without recipients, or without an SMTP server', async () => {
    configure({ NOTIFY_EMAILS_RATINGS: '' });
    expect((await rate('tech-2')).status).toBe(200);
    configure({ NOTIFY_EMAILS_RATINGS: 'quality@isp.example', SMTP_URL: '' });
    expect((await sendMessage('Nobody')).status).toBe(200);
    expect(await outbox()).toEqual([]);
    configure({ SMTP_URL: smtp.url() });
  });
});
