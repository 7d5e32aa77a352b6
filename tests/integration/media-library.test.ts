/**
 * The media library's contracts (issue #32): the demo content's and earlier uploads' images are
 * listed, an upload is entered with its facts, `uses` counts the items that show a file, a file in
 * use cannot be deleted (409 naming where) and an unused one can, alt texts are checked and
 * audited, the rights are those of the image sections, and the daily clean-up removes what stayed
 * unused for thirty days.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteMedia, GET as listMedia } from '@/app/api/v1/adm/media/route';
import { POST as saveAlt } from '@/app/api/v1/adm/media/alt/route';
import { POST as uploadImage } from '@/app/api/v1/adm/upload/route';
import { POST as save } from '@/app/api/v1/save/route';
import { auditLog, storedFiles } from '@/lib/platform/db/schema';
import { putFile } from '@/lib/platform/files/store';
import { cleanUnusedMedia } from '@/lib/content/media/clean-up';
import type { MediaItem } from '@/lib/content/media/contract';
import { enterExistingImages } from '@/lib/content/media/register';
import { mediaFiles } from '@/lib/content/media/table';
import { asStaff, ensureAccount, login, ORIGIN } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { postMultipart } from './helpers/multipart';

const db = setupTestDatabase();
let marketing = '';
let hr = '';

beforeAll(async () => {
  await ensureAccount(db(), 'marketing@media.example', 'marketing');
  await ensureAccount(db(), 'hr@media.example', 'hr');
  marketing = (await login('marketing@media.example')).cookie;
  hr = (await login('hr@media.example')).cookie;
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b5cab' } })
    .png()
    .toBuffer();

async function upload(name: string, cookie = marketing): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await png(800, 450))], name, { type: 'image/png' }));
  const res = await postMultipart(uploadImage, '/api/v1/adm/upload', form, { origin: ORIGIN, cookie });
  expect(res.status).toBe(200);
  return res.json.data.path as string;
}

const list = (query = '', cookie = marketing) => asStaff(listMedia, `/api/v1/adm/media${query}`, cookie);
const remove = (path: string, lang = 'rus', cookie = marketing) =>
  asStaff(deleteMedia, `/api/v1/adm/media?${new URLSearchParams({ path, lang })}`, cookie, { method: 'DELETE' });
const postAlt = (body: unknown, cookie = marketing) =>
  asStaff(saveAlt, '/api/v1/adm/media/alt', cookie, { method: 'POST', body });

async function find(path: string): Promise<MediaItem | undefined> {
  const res = await list(`?${new URLSearchParams({ q: path.split('/').pop()!, per_page: '100' })}`);
  return (res.json.data.items as MediaItem[]).find((item) => item.path === path);
}

/** Saves a slide showing `image`: a new one, or an update of `slide` based on the version it was given. */
async function slideWith(
  image: string,
  slide?: { id: number; version: number },
): Promise<{ id: number; version: number }> {
  const data = {
    type: 'main',
    title: { rus: 'Слайд медиатеки', uzb: 'Media slaydi' },
    subtitle: { rus: '', uzb: '' },
    image,
    mobile_image: '',
    href: '',
    position: 90,
    active: true,
    starts_at: '',
    ends_at: '',
  };
  const res = await asStaff(save, '/api/v1/save', marketing, {
    method: 'POST',
    body: { section: 'slider', ...(slide ?? {}), data },
  });
  expect(res.status).toBe(200);
  return { id: res.json.data.id as number, version: res.json.data.version as number };
}

describe('the media library', () => {
  it('lists the demo content’s pictures with their facts and uses', async () => {
    const res = await list('?per_page=100');
    expect(res.status).toBe(200);
    const items = res.json.data.items as MediaItem[];
    expect(res.json.data.total).toBeGreaterThanOrEqual(items.length);
    const slide = items.find((item) => item.path === '/images/slides/main-gamer.webp');
    expect(slide).toMatchObject({ name: 'main-gamer.webp', type: 'image/webp', uploaded_by: null });
    expect(slide!.uses).toBeGreaterThanOrEqual(1);
    expect(slide!.width).toBeGreaterThan(0);
    expect(slide!.size).toBeGreaterThan(0);
    expect(items.some((item) => item.path === '/images/partners/payme.svg' && item.type === 'image/svg+xml')).toBe(
      true,
    );
  });

  it('enters images uploaded before the library once, under their stored name', async () => {
    const bytes = await sharp(await png(320, 200))
      .webp()
      .toBuffer();
    await putFile(db(), { kind: 'image', name: 'legacy-upload.webp', contentType: 'image/webp', bytes });
    expect(await enterExistingImages(db())).toBe(1);
    expect(await enterExistingImages(db())).toBe(0);
    expect(await find('/uploads/images/legacy-upload.webp')).toMatchObject({
      name: 'legacy-upload.webp',
      width: 320,
      height: 200,
      uses: 0,
      uploaded_by: null,
    });
  });

  it('enters an upload with its own name, size and uploader, audited', async () => {
    const path = await upload('Семья у телевизора.png');
    const item = await find(path);
    expect(item).toMatchObject({ name: 'Семья у телевизора.png', type: 'image/webp', width: 800, height: 450 });
    expect(item).toMatchObject({ uses: 0, uploaded_by: 'marketing@media.example', alt: { rus: '', uzb: '' } });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'media'), eq(auditLog.itemId, path)));
    expect(entry).toMatchObject({ action: 'upload', userEmail: 'marketing@media.example' });
  });

  it('searches names and alt texts and pages the result', async () => {
    await upload('zebra-crossing.png');
    const found = await list('?q=ZEBRA');
    expect(found.json.data.total).toBe(1);
    expect(found.json.data.items[0].name).toBe('zebra-crossing.png');
    const none = await list('?q=%25_nothing');
    expect(none.json.data).toEqual({ items: [], total: 0 });
    const page = await list('?per_page=2&page=2');
    expect(page.json.data.items).toHaveLength(2);
    expect((await list('?per_page=0')).status).toBe(400);
    expect((await list('?per_page=101')).status).toBe(400);
  });

  it('counts a slide that shows an upload, refuses to delete it naming the slide, and deletes it once unused', async () => {
    const path = await upload('slide-pick.png');
    const slide = await slideWith(path);
    const id = slide.id;
    expect((await find(path))!.uses).toBe(1);

    const refused = await remove(path);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('media_in_use');
    expect(refused.json.error.message).toContain(`Слайдеры № ${id} «Слайд медиатеки»`);
    const refusedUzb = await remove(path, 'uzb');
    expect(refusedUzb.json.error.message).toContain(`№ ${id} «Media slaydi»`);
    expect(await find(path)).toBeDefined();

    await slideWith('/images/slides/main-gamer.webp', slide);
    expect((await find(path))!.uses).toBe(0);
    expect((await remove(path)).status).toBe(200);
  });

  it('deletes an unused upload with its stored file, audited', async () => {
    const path = await upload('unused.png');
    const res = await remove(path);
    expect(res.status).toBe(200);
    expect(await find(path)).toBeUndefined();
    const name = path.split('/').pop()!;
    expect(await db().select().from(storedFiles).where(eq(storedFiles.name, name))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, path), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ section: 'media', userEmail: 'marketing@media.example' });
    expect((await remove(path)).status).toBe(404);
  });

  it('stores alt texts in both languages, audited, and refuses bad ones per field', async () => {
    const path = await upload('alt.png');
    const ok = await postAlt({ path, alt: { rus: ' Роутер на столе ', uzb: 'Stol ustidagi router' } });
    expect(ok.status).toBe(200);
    expect((await find(path))!.alt).toEqual({ rus: 'Роутер на столе', uzb: 'Stol ustidagi router' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, path), eq(auditLog.action, 'update')));
    expect(entry!.after).toEqual({ alt: { rus: 'Роутер на столе', uzb: 'Stol ustidagi router' } });

    const tooLong = await postAlt({ path, alt: { rus: 'x'.repeat(301), uzb: '' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields['alt.rus']).toMatch(/300/);
    const missing = await postAlt({ path, alt: { rus: 'да' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields)).toEqual(['alt.uzb']);
    expect((await postAlt({ path: '/images/none.webp', alt: { rus: '', uzb: '' } })).status).toBe(404);
    expect((await find(path))!.alt.rus).toBe('Роутер на столе');
  });

  it('opens to the image sections’ rights only', async () => {
    expect((await list('', hr)).status).toBe(403);
    expect((await remove('/images/none.webp', 'rus', hr)).status).toBe(403);
    expect((await postAlt({ path: '/images/none.webp', alt: { rus: '', uzb: '' } }, hr)).status).toBe(403);
    expect((await list('', null as unknown as string)).status).toBe(401);
  });
});

describe('the daily clean-up', () => {
  it('deletes what stayed unused for thirty days, keeps what is shown or recent, and audits the count', async () => {
    const stale = await upload('stale.png');
    const recent = await upload('recent.png');
    const shown = await upload('shown.png');
    await slideWith(shown);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000);
    await db().update(mediaFiles).set({ unusedSince: longAgo }).where(eq(mediaFiles.path, stale));
    await db().update(mediaFiles).set({ unusedSince: longAgo }).where(eq(mediaFiles.path, shown));

    const removed = await cleanUnusedMedia(db(), now);
    expect(removed).toBeGreaterThanOrEqual(1);
    const paths = (await db().select({ path: mediaFiles.path }).from(mediaFiles)).map((row) => row.path);
    expect(paths).not.toContain(stale);
    expect(paths).toContain(recent);
    expect(paths).toContain(shown);
    const [shownRow] = await db().select().from(mediaFiles).where(eq(mediaFiles.path, shown));
    expect(shownRow!.unusedSince).toBeNull();
    const staleName = stale.split('/').pop()!;
    expect(await db().select().from(storedFiles).where(eq(storedFiles.name, staleName))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'media'), eq(auditLog.action, 'retention')));
    expect(entry).toMatchObject({ userEmail: 'system', before: { count: removed, unused_days: 30 } });
    expect(await cleanUnusedMedia(db(), now)).toBe(0);
  });
});
