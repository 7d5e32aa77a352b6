import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

type Props = { lang: Lang; districts: { key: string; name: string }[]; district?: string };

/** The district filter as a GET form: it works without JavaScript and stays in the URL. */
export async function InterestFilter({ lang, districts, district }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Interest.admin' });
  const action = `/${lang}/adm/interest`;
  return (
    <form method="get" action={action} className="rounded border border-line p-3" role="search">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 font-semibold">{t('legend')}</legend>
        <div className="flex min-w-0 flex-col text-sm">
          <label htmlFor="interest-district">{t('district')}</label>
          <select
            id="interest-district"
            name="district"
            defaultValue={district ?? ''}
            className="mt-1 block max-w-full rounded border border-line-field bg-surface px-3 py-2"
          >
            <option value="">{t('allDistricts')}</option>
            {districts.map((d) => (
              <option key={d.key} value={d.key}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t('apply')}
        </button>
        <Link href={action} className="rounded border border-line-strong px-4 py-2 hover:bg-surface-alt">
          {t('reset')}
        </Link>
      </fieldset>
    </form>
  );
}
