import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

/**
 * The admin's 404 page inside the admin frame, in the page's language. Rendered by the page
 * itself, never by notFound(), whose page Next leaves to the browser; `data-http-status` makes the
 * front server answer HTTP 404 (lib/platform/server/page-status.mjs).
 */
export async function AdminNotFound({ lang }: { lang: Lang }) {
  const [t, a] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminNotFound' }),
    getTranslations({ locale: lang, namespace: 'Admin' }),
  ]);
  return (
    <section className="flex flex-col gap-4" data-http-status="404">
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href={`/${lang}/adm`} className="text-brand-700 underline">
          {a('home')}
        </Link>
      </p>
    </section>
  );
}

/** Title and noindex of the admin's 404 page. */
export async function adminNotFoundMetadata(lang: Lang) {
  const t = await getTranslations({ locale: lang, namespace: 'AdminNotFound' });
  return { title: t('title'), robots: { index: false, follow: false } };
}
