import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import { readScheduledPublications } from '@/lib/content/publishing/page-reads';

/** The upcoming publish and unpublish moments of news and slides, soonest first, or a line saying there are none. */
export async function ScheduledPublications({ lang }: { lang: Lang }) {
  const [t, items] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Publication' }),
    readScheduledPublications(),
  ]);
  return (
    <section aria-labelledby="scheduled-publications" className="rounded-xl border border-line p-4">
      <h2 id="scheduled-publications" className="mb-3 text-lg font-semibold">
        {t('scheduledTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted">{t('scheduledEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="scheduled-publications">
          {items.map((item) => (
            <li
              key={`${item.section}-${item.id}-${item.kind}`}
              className="flex flex-wrap items-baseline gap-x-3 text-sm"
            >
              <time dateTime={item.at} className="font-semibold tabular-nums">
                {formatDateTime(item.at)}
              </time>
              <span>{item.kind === 'publish' ? t('scheduledPublish') : t('scheduledUnpublish')}</span>
              <span className="text-muted">{item.section === 'news' ? t('sectionNews') : t('sectionSlider')}</span>
              <span className="min-w-0 break-words">{item.title[lang] || `#${item.id}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
