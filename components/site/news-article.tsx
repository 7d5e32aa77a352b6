import { getTranslations } from 'next-intl/server';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { SiteLink } from '@/components/ui/site-link';
import { env } from '@/lib/platform/env';
import { mediaAlts } from '@/lib/content/media/alts-read';
import { inlinePicture } from '@/lib/content/media/inline-picture';
import { formatDate } from '@/lib/platform/format/date';
import { htmlLang, type Lang } from '@/lib/platform/i18n/locales';
import type { newsItemView } from '@/lib/content/sections/news/read';
import { absoluteUrl, JsonLd } from '@/lib/content/seo/json-ld';
import { RichText } from '@/components/site/rich-text';

type Props = { lang: Lang; item: ReturnType<typeof newsItemView> };

/** One news item as its page shows it (SPEC §2): title, date, picture, body; the news page and its preview share it. */
export async function NewsArticle({ lang, item }: Props) {
  const [t, seo, alts, inline] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
    getTranslations({ locale: lang, namespace: 'Seo' }),
    mediaAlts(lang),
    item.image ? inlinePicture(item.image) : null,
  ]);
  const site = env().SITE_URL;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    inLanguage: htmlLang(lang),
    mainEntityOfPage: absoluteUrl(site, `/${lang}/news/${item.id}`),
    ...(item.image ? { image: [absoluteUrl(site, item.image)] } : {}),
    publisher: { '@type': 'Organization', name: seo('publisher'), url: absoluteUrl(site, `/${lang}`) },
  };
  return (
    <article className="mx-auto max-w-3xl">
      <JsonLd data={structured} />
      <nav className="text-sm">
        <SiteLink href={`/${lang}/news`} className="text-brand-700 underline">
          {t('back')}
        </SiteLink>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold">{item.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('published')}: <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      {item.image && (
        <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-surface-muted">
          <OptimizedImage
            src={item.image}
            alt={alts[item.image] ?? ''}
            fill
            preload
            narrowInline={inline}
            fetchPriority="high"
            sizes="(min-width: 768px) 768px, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <RichText html={item.body} className="mt-6 text-lg" />
    </article>
  );
}
