/**
 * GET /{lang}/og?t=<title>&s=<signature>: a page's Open Graph picture (1200×630 PNG), its title
 * under the brand, drawn on request (the build needs no database) and cached by the front server,
 * the CDN and the networks that fetch it. Addresses come from lib/content/seo/og-image-url.ts; an
 * unsigned title gets a 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { BrandCard } from '@/lib/content/og/brand-card';
import { isLang } from '@/lib/platform/i18n/locales';
import { OG_SIZE, OG_TITLE_MAX, verifyOgTitle } from '@/lib/content/seo/og-image-url';

// DejaVu Sans Bold, cut to Latin, Cyrillic and punctuation: Uzbek (o', g', ʻ) and Russian in one file.
let font: Promise<Buffer> | undefined;
const loadFont = () => (font ??= readFile(path.join(process.cwd(), 'lib/content/og/dejavu-sans-bold.ttf')));

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const query = new URL(request.url).searchParams;
  const title = query.get('t') ?? '';
  const sig = query.get('s') ?? '';
  if (!isLang(lang) || !title || title.length > OG_TITLE_MAX || !verifyOgTitle(lang, title, sig)) return notFound();
  const [meta, data] = await Promise.all([getTranslations({ locale: lang, namespace: 'Metadata' }), loadFont()]);
  return new ImageResponse(<BrandCard title={title} siteName={meta('siteName')} />, {
    ...OG_SIZE,
    fonts: [{ name: 'DejaVu Sans', data, weight: 700, style: 'normal' }],
    // The same address always draws the same picture; the front server keeps it at most a minute.
    headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' },
  });
}
