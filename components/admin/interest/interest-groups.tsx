import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { InterestGroup } from '@/lib/visitors/interest/list';

type Props = { groups: InterestGroup[]; lang: Lang };

/** One card per building: the address, how many wait, 'now covered' highlighted, and who to call. */
export async function InterestGroups({ groups, lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Interest.admin' });
  return (
    <ol className="flex flex-col gap-3">
      {groups.map((g) => (
        <li
          key={g.key}
          className={
            g.covered_at
              ? 'rounded border-l-4 border-success bg-success-soft p-3'
              : 'rounded border border-line bg-surface p-3'
          }
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold break-words">
              {g.street}, {g.house}
              <span className="font-normal text-muted"> · {g.district}</span>
            </h2>
            <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
              {t('count', { count: g.count })}
            </span>
          </div>
          {g.covered_at ? (
            <p className="mt-1 font-semibold text-success-strong">
              {t('nowCovered', { at: formatDateTime(g.covered_at) })}
            </p>
          ) : null}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-brand-700">{t('people')}</summary>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {g.people.map((p) => (
                <li key={p.id} className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{p.name}</span>
                  <a href={`tel:${p.phone.replace(/\s/g, '')}`} className="text-brand-700 underline">
                    {p.phone}
                  </a>
                  <span className="text-muted">{t('registered', { at: formatDateTime(p.created_at) })}</span>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
