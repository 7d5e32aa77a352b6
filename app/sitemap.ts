import type { MetadataRoute } from 'next';
import { tariffsIn } from '@/lib/visitors/billing/tariffs';
import { listNews } from '@/lib/content/sections/news/read';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { env } from '@/lib/platform/env';
import { LANGS } from '@/lib/platform/i18n/locales';
import { languageAlternates } from '@/lib/content/seo/page-metadata';
import { hasFactsPage, PUBLIC_ROUTE_PATTERNS, PUBLIC_ROUTES } from '@/lib/content/seo/public-routes';

// Built from the database on each request (its reads are cached and tagged), never at build
// time: the build must not open the database.
export const dynamic = 'force-dynamic';

const NEWS_BATCH = 50;

/** Every published news item (ids and dates), read in batches. */
async function allNews(): Promise<{ id: number; publishedAt: string }[]> {
  const items: { id: number; publishedAt: string }[] = [];
  for (let page = 1; ; page++) {
    const batch = await listNews('rus', page, NEWS_BATCH);
    items.push(...batch.items.map(({ id, publishedAt }) => ({ id, publishedAt })));
    if (batch.items.length < NEWS_BATCH || items.length >= batch.total) return items;
  }
}

/** sitemap.xml: every public page in both languages, each with its ru/uz/x-default alternates (the same as its head's). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL.replace(/\/$/, '');
  const [tariffs, news, statics] = await Promise.all([tariffsIn('rus'), allNews(), getStaticComponents('rus')]);
  // while billing is down and never answered there are no series or tariff facts pages to list
  const series = tariffs?.series ?? [];
  const paths: { path: string; lastModified?: string }[] = [
    ...PUBLIC_ROUTES.map((path) => ({ path })),
    ...series.map((s) => ({ path: `${PUBLIC_ROUTE_PATTERNS.series}${s.code}` })),
    ...(tariffs?.tariffs ?? [])
      .filter((t) => hasFactsPage(t.code))
      .map((t) => ({ path: `${PUBLIC_ROUTE_PATTERNS.tariffFacts}${t.code}` })),
    ...staticList<{ id: string }>(statics, 'additional_services').map((s) => ({
      path: `${PUBLIC_ROUTE_PATTERNS.additionalService}${s.id}`,
    })),
    ...staticList<{ id: string }>(statics, 'corporate_services').map((s) => ({
      path: `${PUBLIC_ROUTE_PATTERNS.corporateService}${s.id}`,
    })),
    ...news.map((item) => ({ path: `${PUBLIC_ROUTE_PATTERNS.news}${item.id}`, lastModified: item.publishedAt })),
  ];
  return paths.flatMap(({ path, lastModified }) =>
    LANGS.map((lang) => ({
      url: `${base}/${lang}${path}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(base, path) },
    })),
  );
}
