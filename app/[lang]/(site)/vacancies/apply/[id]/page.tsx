import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { vacancyIdSchema } from '@/lib/content/search/vacancy-apply-rewrite';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { VacanciesView } from '@/components/site/vacancies-view';

type Props = { params: Promise<{ lang: string; id: string }> };

// Reached through middleware's rewrite of /{lang}/vacancies?vacancy=…; each vacancy's page is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = metadataFromMessages('VacanciesPage', '/vacancies', 'title', 'description');

/** The vacancies page with the résumé form's vacancy already chosen: the target of a vacancy's "apply" link. */
export default async function VacancyApplyPage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const chosen = vacancyIdSchema.safeParse(id);
  if (!chosen.success) notFound();
  return <VacanciesView lang={lang} chosenId={chosen.data} />;
}
