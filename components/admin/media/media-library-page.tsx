import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { readMediaLibrary } from '@/lib/content/media/page-reads';
import type { MediaListQuery } from '@/lib/content/media/schemas';
import { MediaCard } from './media-card';
import { MediaSearch } from './media-search';
import { MediaUpload } from './media-upload';
import { validationTexts } from '../texts';
import { mediaTexts } from './media-texts';

type Props = { lang: Lang; query: MediaListQuery };

async function load(query: MediaListQuery) {
  try {
    return await readMediaLibrary(query);
  } catch (error) {
    logger().error({ event: 'media_list_failed', err: error }, 'media library could not be read');
    return null;
  }
}

/** The library: upload, search, a grid of the images with their facts, alt texts and delete, and paging links. */
export async function MediaLibraryPage({ lang, query }: Props) {
  const [t, texts, validation, data] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminMedia' }),
    mediaTexts(lang),
    validationTexts(lang),
    load(query),
  ]);
  const pages = data ? Math.max(1, Math.ceil(data.total / query.per_page)) : 1;
  const pageHref = (page: number) =>
    `/${lang}/adm/media?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
        <MediaUpload lang={lang} texts={texts} />
      </div>
      <p className="text-muted">{t('intro')}</p>
      <MediaSearch lang={lang} q={query.q} />
      {data === null ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('loadError')}
        </p>
      ) : data.items.length === 0 ? (
        <p role="status" className="rounded border border-line p-4 text-muted">
          {query.q ? t('emptySearch', { q: query.q }) : t('empty')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {t('found', { count: data.total })}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.items.map((item) => (
              <MediaCard key={item.path} lang={lang} item={item} texts={texts} validation={validation} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav aria-label={t('paging')} className="flex items-center justify-between gap-3">
          {query.page > 1 ? (
            <Link href={pageHref(query.page - 1)} className="btn btn-secondary">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm">{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link href={pageHref(query.page + 1)} className="btn btn-secondary">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
