import { SiteLink } from '@/components/ui/site-link';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { StatusDistrict } from '@/lib/content/sections/outages/by-address';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const linkClass = 'text-brand-700 underline underline-offset-2 hover:no-underline';

/**
 * What the status page found for a typed address: its one district (the list below is narrowed to it),
 * the districts to choose from when the street and house lie in several, or that it was not found.
 */
export function AddressOutcome({
  lang,
  address,
  districts,
  t,
}: {
  lang: Lang;
  address: string;
  districts: StatusDistrict[];
  t: Translate;
}) {
  const path = `/${lang}/status`;
  if (districts.length === 1) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span role="status" className="text-muted">
          {t('addressSummary', { address, district: districts[0]!.name })}
        </span>
        <a href={path} className={`${linkClass} inline-block py-1`}>
          {t('addressClear')}
        </a>
      </p>
    );
  }
  if (districts.length > 1) {
    return (
      <div className="mt-3">
        <p id="status-address-choices" role="status">
          {t('addressMany', { address })}
        </p>
        <ul aria-labelledby="status-address-choices" className="mt-1 flex flex-wrap gap-x-4">
          {districts.map((d) => (
            <li key={d.id}>
              <a href={`${path}?district=${d.id}`} className={`${linkClass} inline-block py-1`}>
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" className="mt-3 rounded border-l-4 border-warning bg-warning-soft p-4">
      <p className="font-semibold">{t('addressNotFound', { address })}</p>
      <p className="mt-1">{t('addressNotFoundHint')}</p>
      <SiteLink href={`/${lang}/coverage_area`} className={`${linkClass} mt-1 inline-block py-1`}>
        {t('addressCoverageLink')}
      </SiteLink>
    </div>
  );
}
