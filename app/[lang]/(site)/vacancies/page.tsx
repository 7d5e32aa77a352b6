import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { VacanciesView } from '@/components/site/vacancies-view';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'VacanciesPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  return pageMetadata(lang, '/vacancies', t('title'), t('description'), siteMeta(meta));
}

/** Vacancies (SPEC §2): the list with a search filter, JobPosting data, and the résumé form. */
export default async function VacanciesPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <VacanciesView lang={lang} />;
}
