import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { VacanciesView } from '@/components/site/vacancies-view';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('VacanciesPage', '/vacancies', 'title', 'description');

/** Vacancies (SPEC §2): the list with a search filter, JobPosting data, and the résumé form. */
export default async function VacanciesPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <VacanciesView lang={lang} />;
}
