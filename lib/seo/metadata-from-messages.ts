/** Most pages' metadata: a title and a description from the page's own messages. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from './page-metadata';

type MessagesPage = {
  /** The messages namespace of the page. */
  namespace: string;
  /** The page's path, without the language. */
  path: string;
  /** The keys of the title and the description in `namespace`. */
  title: string;
  description: string;
};

/** A page's `generateMetadata` that reads its title and description from the page's namespace. */
export function metadataFromMessages(page: MessagesPage) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const lang = (await params).lang as Lang;
    const [t, meta] = await Promise.all([
      getTranslations({ locale: lang, namespace: page.namespace }),
      getTranslations({ locale: lang, namespace: 'Metadata' }),
    ]);
    return pageMetadata(lang, page.path, t(page.title), t(page.description), siteMeta(meta));
  };
}
