import { getTranslations } from 'next-intl/server';
import { listVacancies } from '@/lib/content/sections/vacancies/read';
import { sanitizeRichText } from '@/lib/content/site/sanitize';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { ResumeForm } from '@/components/site/resume-form';
import { IslandTexts } from '@/components/site/island-texts';
import type { VacancyEntry } from '@/components/site/vacancy-card';
import { VacancyFilter } from '@/components/site/vacancy-filter';

type Vacancy = Awaited<ReturnType<typeof listVacancies>>[number];

/**
 * The vacancies page (SPEC §2): the list filtered by `query` (blank: all), JobPosting data, and the résumé
 * form, with the vacancy of `chosenId` already chosen when the visitor came from its "apply" link; `shown`
 * replaces the published list (a preview).
 */
export async function VacanciesView({
  lang,
  query = '',
  chosenId,
  shown,
}: {
  lang: Lang;
  query?: string;
  chosenId?: number;
  shown?: Vacancy[];
}) {
  const [t, vacancies, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'VacanciesPage' }),
    shown ?? listVacancies(lang),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const messages = messagesFor(lang);
  // Sanitised again at render time (defence in depth on top of sanitising on save), then handed to the island as HTML.
  const entries: VacancyEntry[] = vacancies.map((v) => ({
    id: v.id,
    title: v.title,
    tasksHtml: sanitizeRichText(v.tasks),
    expectationsHtml: sanitizeRichText(v.expectations),
    benefitsHtml: sanitizeRichText(v.benefits),
    contactHtml: sanitizeRichText(v.contact),
    datePosted: v.createdAt.slice(0, 10),
  }));
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {vacancies.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <IslandTexts lang={lang} namespaces={['VacanciesPage']}>
          <VacancyFilter
            lang={lang}
            vacancies={entries}
            initialQuery={query}
            organization={{ name: meta('siteName'), url: env().SITE_URL }}
          />
        </IslandTexts>
      )}
      <section aria-labelledby="send-resume">
        <h2 id="send-resume" className="mb-4 text-2xl font-bold">
          {t('sendResume')}
        </h2>
        <ResumeForm
          texts={messages.ResumeForm}
          validation={messages.Validation}
          captcha={messages.Captcha}
          vacancies={vacancies.map((v) => v.title)}
          chosen={vacancies.find((v) => v.id === chosenId)?.title}
        />
      </section>
    </div>
  );
}
