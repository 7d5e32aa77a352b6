import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listTenders } from '@/lib/sections/tenders/read';
import type { Lang } from '@/lib/i18n/locales';
import { metadataFromMessages } from '@/lib/seo/metadata-from-messages';
import { TenderCard, type TenderLabels } from '@/components/site/tender-card';

type Props = { params: Promise<{ lang: string }> };

const FIELDS = [
  'number',
  'type',
  'customer',
  'sponsor',
  'publishDate',
  'startDate',
  'endDate',
  'lot',
  'vol',
  'deliveryTime',
  'deliveryCondition',
  'files',
  'contact',
] as const;

export const generateMetadata = metadataFromMessages('TendersPage', '/tenders', 'metaTitle', 'metaDescription');

/** Tenders (SPEC §2, §8): the active ones with every field, or the 'no active tenders' message. */
export default async function TendersPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [tenders, t] = await Promise.all([
    listTenders(lang),
    getTranslations({ locale: lang, namespace: 'TendersPage' }),
  ]);
  const labels = Object.fromEntries(FIELDS.map((field) => [field, t(field)])) as TenderLabels;
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
