import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';

// SITE_URL is runtime configuration; a robots.txt prerendered at build would carry the build's value.
export const dynamic = 'force-dynamic';

/** robots.txt: everything public may be crawled; the admin area and the API may not. */
export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL.replace(/\/$/, '');
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/*/adm', '/*/site/adm', '/api'] },
    sitemap: `${base}/sitemap.xml`,
  };
}
