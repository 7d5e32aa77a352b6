import { getTranslations } from 'next-intl/server';
import { listVacancies } from '@/lib/content/sections/vacancies/read';
import { htmlText } from '@/lib/content/site/html-text';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { ResumeForm } from '@/components/site/resume-form';
import { VacancyCard } from '@/components/site/vacancy-card';
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
  const site = env().SITE_URL;
  const jsonLd = vacancies.map((v) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: v.title,
    description: `${v.tasks}${v.expectations}${v.benefits}`,
    datePosted: v.createdAt.slice(0, 10),
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: meta('siteName'), sameAs: site },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Tashkent', addressCountry: 'UZ' },
    },
  }));
  const items = vacancies.map((v) => ({
    id: v.id,
    text: htmlText(`${v.title} ${v.tasks} ${v.expectations} ${v.benefits}`).toLowerCase(),
    node: (
      <VacancyCard
        lang={lang}
        vacancy={v}
        summary={htmlText(v.tasks)}
        open={query !== ''}
        texts={{
          tasks: t('tasks'),
          expectations: t('expectations'),
          benefits: t('benefits'),
          contact: t('contact'),
          apply: t('apply'),
          applyFor: t('applyFor', { title: v.title }),
        }}
      />
    ),
  }));
  return (
    <div className="flex flex-col gap-8">
      {jsonLd.map((data, i) => (
        <script
          key={vacancies[i]?.id}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {vacancies.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <VacancyFilter
          items={items}
          label={t('search')}
          submitLabel={t('searchButton')}
          action={`/${lang}/vacancies`}
          initialQuery={query}
          foundTemplate={{ zero: t('foundNone'), other: messages.VacanciesPage.found }}
        />
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
