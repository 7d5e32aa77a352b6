import { notFound } from 'next/navigation';
import { isLang } from '@/lib/platform/i18n/locales';
import { statusFeed } from '@/lib/content/sections/outages/feed';

// Read per request from the cached, tagged entries: a save shows in the feed at once.
export const dynamic = 'force-dynamic';

/** GET /{lang}/status/feed.xml: the status page as an Atom feed. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  return new Response(await statusFeed(lang), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
