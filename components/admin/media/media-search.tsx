import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

type Props = { lang: Lang; q: string };

/** The library's search as a GET form: it works without JavaScript and stays in the URL. */
export async function MediaSearch({ lang, q }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'AdminMedia' });
  const action = `/${lang}/adm/media`;
  return (
    <form method="get" action={action} role="search" className="rounded border border-line p-3">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 font-semibold">{t('searchLegend')}</legend>
        <div className="flex min-w-0 flex-1 flex-col text-sm">
          <label htmlFor="media-q">{t('search')}</label>
          <input id="media-q" name="q" type="search" defaultValue={q} maxLength={100} className="control mt-1" />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('searchSubmit')}
        </button>
        {q && (
          <Link href={action} className="btn btn-secondary">
            {t('reset')}
          </Link>
        )}
      </fieldset>
    </form>
  );
}
