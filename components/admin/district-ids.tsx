import { getTranslations } from 'next-intl/server';
import { readDistrictIds } from '@/lib/content/sections/coverage-area/page-reads';
import type { Lang } from '@/lib/platform/i18n/locales';

/** The districts and their numbers, for the `district_id` of a building (server component). */
export async function DistrictIds({ lang }: { lang: Lang }) {
  const [t, rows] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminCoverage' }),
    readDistrictIds(),
  ]);
  return (
    <details className="rounded border border-line p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('districts')}</summary>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((d) => (
          <li key={d.id}>
            <span className="font-mono">{d.id}</span> — {d.name[lang]} ({d.region[lang]})
          </li>
        ))}
      </ul>
    </details>
  );
}
