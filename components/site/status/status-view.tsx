import { getTranslations } from 'next-intl/server';
import { Rss } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/site/page-header';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { AddressLookup } from '@/lib/content/sections/outages/by-address';
import { listStatusDistricts, readStatus } from '@/lib/content/sections/outages/read';
import type { StatusGroups } from '@/lib/content/sections/outages/status';
import { AddressFilter } from './address-filter';
import { AddressOutcome } from './address-outcome';
import { AllClear } from './all-clear';
import { DistrictFilter } from './district-filter';
import { OutageCard } from './outage-card';

const GROUPS = [
  { key: 'current', empty: 'noCurrent' },
  { key: 'planned', empty: 'noPlanned' },
  { key: 'resolved', empty: 'noResolved' },
] as const satisfies readonly { key: keyof StatusGroups; empty: string }[];

/**
 * The status page: the district and address filters, then current outages, planned works and the recently
 * resolved. An address found in one district narrows the list to it; otherwise the whole list stays.
 */
export async function StatusView({
  lang,
  district,
  lookup,
}: {
  lang: Lang;
  district?: number;
  lookup?: AddressLookup;
}) {
  const [t, tv, districts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Status' }),
    getTranslations({ locale: lang, namespace: 'Validation' }),
    listStatusDistricts(lang),
  ]);
  const found = lookup && 'districts' in lookup ? lookup.districts : undefined;
  const chosen = found ? (found.length === 1 ? found[0] : undefined) : districts.find((d) => d.id === district);
  const groups = await readStatus(lang, chosen?.id);
  const path = `/${lang}/status`;
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')}>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t('timeNote')}</span>
          <a href={`${path}/feed.xml`} type="application/atom+xml" className="inline-flex items-center gap-1 underline">
            <Icon icon={Rss} aria-hidden className="size-4" />
            {t('feed')}
          </a>
        </p>
      </PageHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <DistrictFilter
          action={path}
          districts={districts}
          selected={chosen?.id}
          texts={{ label: t('districtLabel'), all: t('allDistricts'), show: t('show') }}
        />
        <AddressFilter
          action={path}
          value={lookup?.address}
          error={lookup && 'error' in lookup ? tv(lookup.error.key, lookup.error.values) : undefined}
          texts={{ label: t('addressLabel'), hint: t('addressHint'), find: t('find') }}
        />
      </div>
      {found && lookup ? (
        <AddressOutcome lang={lang} address={lookup.address} districts={found} t={t} />
      ) : chosen ? (
        <p className="mt-2 text-sm text-muted" role="status">
          {t('filterSummary', { district: chosen.name })}
        </p>
      ) : null}
      {GROUPS.map(({ key, empty }) => (
        <section key={key} aria-labelledby={`status-${key}`} className="mt-8">
          <h2 id={`status-${key}`} className="mb-3 text-xl font-bold text-ink">
            {t(key)}
          </h2>
          {groups[key].length === 0 && key === 'current' ? (
            <AllClear text={t(empty)} />
          ) : groups[key].length === 0 ? (
            <p className="text-muted">{t(empty)}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {groups[key].map((o) => (
                <li key={o.id}>
                  <OutageCard outage={o} tone={key} t={t} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
