/**
 * Preview links: made by staff with the section's right (audited), they open one item for an hour
 * without a session; an altered, foreign or expired link opens nothing. The schedule timer expires
 * the scheduled sections at their moment, here and in `tag_expiry`.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as preview } from '@/app/api/v1/adm/preview/route';
import { auditLog, news, tagExpiry } from '@/lib/platform/db/schema';
import { readPreviewItem } from '@/lib/content/preview/item';
import { PREVIEW_LIFETIME_MS, signPreview, verifyPreview } from '@/lib/content/preview/token';
import { startScheduleTimer } from '@/lib/content/publishing/schedule-timer';
import { TagTimes } from '@/lib/platform/invalidation/tag-times.mjs';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
let dev = '';
let hr = '';
let draftId = 0;

const ask = (body: unknown, cookie: string | null = dev) =>
  asStaff(preview, '/api/v1/adm/preview', cookie, { method: 'POST', body });
const tokenOf = (url: string) => url.split('/').pop()!;

beforeAll(async () => {
  await ensureAccount(db(), 'dev@preview.example', 'developer');
  await ensureAccount(db(), 'hr@preview.example', 'hr');
  dev = (await login('dev@preview.example')).cookie;
  hr = (await login('hr@preview.example')).cookie;
  const [row] = await db()
    .insert(news)
    .values({
      title: { rus: 'Черновик для коллеги', uzb: 'Hamkasb uchun qoralama' },
      summary: { rus: '', uzb: '' },
      body: { rus: '<p>Текст</p>', uzb: '<p>Matn</p>' },
      published: false,
    })
    .returning({ id: news.id });
  draftId = row!.id;
});

describe('POST /api/v1/adm/preview', () => {
  it('answers a link to the draft in the asked language, valid for an hour, and audits it', async () => {
    const res = await ask({ section: 'news', id: draftId, lang: 'uzb' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { url, expires_at } = res.json.data;
    expect(url).toMatch(new RegExp(`^/uzb/preview/news\\.${draftId}\\.\\d+\\.[\\w-]{43}$`));
    const left = Date.parse(expires_at) - Date.now();
    expect(left).toBeGreaterThan(PREVIEW_LIFETIME_MS - 5_000);
    expect(left).toBeLessThanOrEqual(PREVIEW_LIFETIME_MS);
    const target = await verifyPreview(db(), tokenOf(url));
    expect(target).toMatchObject({ section: 'news', id: draftId });
    const item = await readPreviewItem(db(), target!, 'uzb');
    expect(item).toMatchObject({ section: 'news', item: { title: 'Hamkasb uchun qoralama' } });
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      userEmail: 'dev@preview.example',
      section: 'news',
      itemId: String(draftId),
      action: 'preview',
    });
  });

  it('refuses without a session, without the section right, for a missing item and for bad input', async () => {
    expect((await ask({ section: 'news', id: draftId }, null)).status).toBe(401);
    expect((await ask({ section: 'news', id: draftId }, hr)).status).toBe(403);
    const missing = await ask({ section: 'news', id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    const bad = await ask({ section: 'navbar', id: 'x' }, dev);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['id', 'section']);
  });

  it('lets the hr role preview a vacancy, its own section', async () => {
    const res = await ask({ section: 'vacancy', id: 1 }, hr);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});

describe('preview tokens', () => {
  it('open nothing once altered, pointed at another item, or expired', async () => {
    const { token } = await signPreview(db(), { section: 'news', id: draftId });
    const [section, id, expires, signature] = token.split('.') as [string, string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await verifyPreview(db(), [section, id, expires, flipped].join('.'))).toBeNull();
    expect(await verifyPreview(db(), [section, String(draftId + 1), expires, signature].join('.'))).toBeNull();
    expect(await verifyPreview(db(), ['faq', id, expires, signature].join('.'))).toBeNull();
    expect(await verifyPreview(db(), [section, id, String(Number(expires) + 3600), signature].join('.'))).toBeNull();
    expect(await verifyPreview(db(), 'garbage')).toBeNull();
    // every other last character: even one that differs only in bits base64 decoding drops
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.replace(
      signature.at(-1)!,
      '',
    ))
      expect(
        await verifyPreview(db(), [section, id, expires, signature.slice(0, -1) + last].join('.')),
        last,
      ).toBeNull();
    expect(await verifyPreview(db(), token, Date.now() + PREVIEW_LIFETIME_MS + 1_000)).toBeNull();
    expect(await verifyPreview(db(), token, Date.now() + PREVIEW_LIFETIME_MS - 60_000)).not.toBeNull();
  });
});

describe('the schedule timer', () => {
  it('expires news and slider at the scheduled moment, in this process and in tag_expiry, with no save', async () => {
    const moment = new Date(Date.now() + 1_500);
    await db()
      .insert(news)
      .values({
        title: { rus: 'Скоро', uzb: 'Tez orada' },
        summary: { rus: '', uzb: '' },
        body: { rus: '<p>Т</p>', uzb: '<p>T</p>' },
        publishedAt: moment,
      });
    const times = new TagTimes();
    const heard: string[][] = [];
    times.onTagsExpired((tags) => heard.push(tags));
    const timer = startScheduleTimer(db(), times);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(times.expiredAt('news')).toBeUndefined();
      await expect.poll(() => times.expiredAt('news'), { timeout: 10_000, interval: 100 }).toBe(moment.getTime());
      expect(times.expiredAt('slider')).toBe(moment.getTime());
      expect(heard[0]).toEqual(['news', 'slider']);
      const stored = async () =>
        (await db().select().from(tagExpiry).where(eq(tagExpiry.tag, 'news')))[0]?.expiredAt.getTime() ?? 0;
      await expect.poll(stored, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(moment.getTime());
    } finally {
      timer.stop();
    }
  });
});
