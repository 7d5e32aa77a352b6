import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { TENDER_LABEL_KEYS, TenderCard, type TenderLabels, type TenderView } from '@/components/site/tender-card';

/** The tenders page's content (SPEC §2, §8): each tender with every field, or the 'no active tenders' message. */
export async function TendersList({ lang, tenders }: { lang: Lang; tenders: TenderView[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'TendersPage' });
  const labels = Object.fromEntries(TENDER_LABEL_KEYS.map((field) => [field, t(field)])) as TenderLabels;
  return (
    <>
      <h1 className="mb-6 text-3xl font-extrabold">{t('title')}</h1>
      {tenders.length === 0 ? (
        <p className="rounded-xl bg-brand-50 p-6 text-lg">{t('empty')}</p>
      ) : (
        <ul className="space-y-6">
          {tenders.map((tender) => (
            <li key={tender.id}>
              <TenderCard tender={tender} labels={labels} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
