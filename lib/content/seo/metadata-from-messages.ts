/** Most pages' metadata: a title and a description from the page's own messages. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from './page-metadata';

/**
 * A page's `generateMetadata`: the page at `path` (without the language) titled and described by
 * the messages `title` and `description` of its `namespace`.
 */
export function metadataFromMessages(namespace: string, path: string, title: string, description: string) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const lang = (await params).lang as Lang;
    const [t, meta] = await Promise.all([
      getTranslations({ locale: lang, namespace }),
      getTranslations({ locale: lang, namespace: 'Metadata' }),
    ]);
    return pageMetadata(lang, path, t(title), t(description), siteMeta(meta));
  };
}
