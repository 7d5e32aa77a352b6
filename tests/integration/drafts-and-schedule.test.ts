/**
 * Drafts and scheduled items stay out of every public read (lists, single items, the content API,
 * the sitemap) until their moment, and leave them after their end.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getNews } from '@/app/api/v1/news/[lang]/route';
import { GET as getNewsItem } from '@/app/api/v1/id/news/[lang]/route';
import { GET as getSliders } from '@/app/api/v1/sliders/[lang]/route';
import { GET as getFaq } from '@/app/api/v1/faq/[lang]/route';
import { POST as save } from '@/app/api/v1/save/route';
import sitemap from '@/app/sitemap';
import { listTenders } from '@/lib/content/sections/tenders/read';
import { listVacancies } from '@/lib/content/sections/vacancies/read';
import { listSlides } from '@/lib/content/sections/slider/read';
import { faq, news, slides, tenders, vacancies } from '@/lib/platform/db/schema';
import { listScheduledPublications } from '@/lib/content/publishing/scheduled';
import { processTagTimes } from '@/lib/platform/invalidation/tag-times.mjs';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
const MINUTE = 60_000;
let dev = '';

const text = (rus: string, uzb: string) => ({ rus, uzb });
// A row changed here directly, as a save or the schedule timer would: the content API's shared reads forget the section.
const expire = (section: string) => processTagTimes().record([section], Date.now());
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const saveNews = async (title: string, extra: Record<string, unknown>) => {
  const res = await asStaff(save, '/api/v1/save', dev, {
    method: 'POST',
    body: {
      section: 'news',
      data: {
        title: text(title, `${title} uz`),
        summary: text('', ''),
        body: text('<p>Текст</p>', '<p>Matn</p>'),
        image: '',
        published: true,
        published_at: at(-MINUTE),
        ...extra,
      },
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id as number;
};

const newsIds = async () => {
  const res = await callRoute(getNews, '/api/v1/news/rus?page=1&per_page=50', { params: { lang: 'rus' } });
  return res.json.data.items.map((n: { id: number }) => n.id) as number[];
};
const newsItemStatus = async (id: number) =>
  (await callRoute(getNewsItem, `/api/v1/id/news/rus?id=${id}`, { params: { lang: 'rus' } })).status;
const sitemapUrls = async () => (await sitemap()).map((entry) => entry.url);

beforeAll(async () => {
  await ensureAccount(db(), 'dev@drafts.example', 'developer');
  dev = (await login('dev@drafts.example')).cookie;
});

describe('news drafts and schedule', () => {
  it('a draft is in no list, no item read and not in the sitemap; publishing it shows it everywhere', async () => {
    const id = await saveNews('Черновик новости', { published: false });
    expect(await newsIds()).not.toContain(id);
    expect(await newsItemStatus(id)).toBe(404);
    expect((await sitemapUrls()).some((url) => url.endsWith(`/rus/news/${id}`))).toBe(false);
    await db().update(news).set({ published: true }).where(eq(news.id, id));
    expire('news');
    expect(await newsIds()).toContain(id);
    expect(await newsItemStatus(id)).toBe(200);
    expect((await sitemapUrls()).some((url) => url.endsWith(`/rus/news/${id}`))).toBe(true);
  });

  it('an item published for a future moment stays hidden until then', async () => {
    const id = await saveNews('Будущая новость', { published_at: at(10 * MINUTE) });
    expect(await newsIds()).not.toContain(id);
    expect(await newsItemStatus(id)).toBe(404);
    await db()
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, id));
    expire('news');
    expect(await newsIds()).toContain(id);
  });

  it('an item past its unpublish moment is hidden again', async () => {
    const id = await saveNews('Акция до полуночи', { unpublish_at: at(10 * MINUTE) });
    expect(await newsIds()).toContain(id);
    await db()
      .update(news)
      .set({ unpublishAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, id));
    expire('news');
    expect(await newsIds()).not.toContain(id);
    expect(await newsItemStatus(id)).toBe(404);
  });

  it('refuses an unpublish moment before the publish moment, with the field named', async () => {
    const res = await asStaff(save, '/api/v1/save', dev, {
      method: 'POST',
      body: {
        section: 'news',
        data: {
          title: text('Т', 'T'),
          summary: text('', ''),
          body: text('<p>Т</p>', '<p>T</p>'),
          image: '',
          published: true,
          published_at: '10.12.2026 10:00',
          unpublish_at: '09.12.2026 10:00',
        },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(['data.unpublish_at']);
    expect(res.json.error.fields['data.unpublish_at']).toBe('Дата окончания раньше даты начала.');
  });
});

describe('the published switch of the other sections', () => {
  it('hides a slide that is a draft, not yet due or past its end', async () => {
    const [row] = await db().select().from(slides).where(eq(slides.type, 'main')).limit(1);
    const id = row!.id;
    const shown = async () =>
      (await callRoute(getSliders, '/api/v1/sliders/rus?slider_type=main', { params: { lang: 'rus' } })).json.data.some(
        (s: { id: number }) => s.id === id,
      );
    expect(await shown()).toBe(true);
    await db().update(slides).set({ published: false }).where(eq(slides.id, id));
    expire('slider');
    expect(await shown()).toBe(false);
    await db()
      .update(slides)
      .set({ published: true, publishedAt: new Date(Date.now() + MINUTE) })
      .where(eq(slides.id, id));
    expire('slider');
    expect(await shown()).toBe(false);
    await db()
      .update(slides)
      .set({ publishedAt: new Date(Date.now() - MINUTE), unpublishAt: new Date(Date.now() - 1000) })
      .where(eq(slides.id, id));
    expire('slider');
    expect((await listSlides('rus', 'main')).some((s) => s.id === id)).toBe(false);
    await db().update(slides).set({ publishedAt: null, unpublishAt: null }).where(eq(slides.id, id));
    expire('slider');
    expect(await shown()).toBe(true);
  });

  it('hides a draft FAQ entry, vacancy and tender', async () => {
    const [entry] = await db().select().from(faq).limit(1);
    await db().update(faq).set({ published: false }).where(eq(faq.id, entry!.id));
    expire('faq');
    const list = await callRoute(getFaq, '/api/v1/faq/rus', { params: { lang: 'rus' } });
    expect(list.json.data.some((e: { id: number }) => e.id === entry!.id)).toBe(false);
    await db().update(faq).set({ published: true }).where(eq(faq.id, entry!.id));
    expire('faq');

    const [vacancy] = await db().select().from(vacancies).limit(1);
    expect((await listVacancies('rus')).some((v) => v.id === vacancy!.id)).toBe(true);
    await db().update(vacancies).set({ published: false }).where(eq(vacancies.id, vacancy!.id));
    expect((await listVacancies('rus')).some((v) => v.id === vacancy!.id)).toBe(false);
    await db().update(vacancies).set({ published: true }).where(eq(vacancies.id, vacancy!.id));

    const [tender] = await db()
      .insert(tenders)
      .values({
        tenderNumber: 'T-DRAFT',
        purchaseTitle: text('Закупка', 'Xarid'),
        purchaseType: text('Тендер', 'Tender'),
        customer: text('Заказчик', 'Buyurtmachi'),
        sponsor: text('Собственные средства', 'Oʻz mablagʻlari'),
        publishDate: '2026-11-01',
        startDate: '2026-11-01',
        endDate: '2026-12-01',
        lot: text('Лот', 'Lot'),
        deliveryTime: text('30 дней', '30 kun'),
        deliveryCondition: text('DAP', 'DAP'),
        contact: text('tender@example.uz', 'tender@example.uz'),
        published: false,
      })
      .returning({ id: tenders.id });
    expect((await listTenders('rus')).some((t) => t.id === tender!.id)).toBe(false);
    await db().update(tenders).set({ published: true }).where(eq(tenders.id, tender!.id));
    expect((await listTenders('rus')).some((t) => t.id === tender!.id)).toBe(true);
    await db().delete(tenders).where(eq(tenders.id, tender!.id));
  });

  it('keeps every existing item published: the switch defaults to on', async () => {
    for (const table of [faq, vacancies, slides]) {
      const rows = await db().select({ published: table.published }).from(table);
      expect(rows.every((r) => r.published)).toBe(true);
    }
  });
});

describe('listScheduledPublications', () => {
  it('lists the upcoming publish and unpublish moments of news and slides, soonest first', async () => {
    const later = await saveNews('Новость через час', { published_at: at(60 * MINUTE) });
    const sooner = await saveNews('Снять через полчаса', { unpublish_at: at(30 * MINUTE) });
    const draft = await saveNews('Черновик с датой', { published: false, published_at: at(20 * MINUTE) });
    const [slide] = await db().select().from(slides).limit(1);
    await db()
      .update(slides)
      .set({ publishedAt: new Date(Date.now() + 45 * MINUTE) })
      .where(eq(slides.id, slide!.id));
    const items = await listScheduledPublications(db());
    const mine = items.filter(
      (i) =>
        (i.section === 'news' && [later, sooner, draft].includes(i.id)) ||
        (i.section === 'slider' && i.id === slide!.id),
    );
    expect(mine.map((i) => [i.section, i.id, i.kind])).toEqual([
      ['news', sooner, 'unpublish'],
      ['slider', slide!.id, 'publish'],
      ['news', later, 'publish'],
    ]);
    expect(mine[0]!.title.rus).toBe('Снять через полчаса');
    const times = items.map((i) => i.at);
    expect([...times].sort()).toEqual(times);
    await db().update(slides).set({ publishedAt: null }).where(eq(slides.id, slide!.id));
  });
});
