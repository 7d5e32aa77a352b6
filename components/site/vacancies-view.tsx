import { getTranslations } from 'next-intl/server';
import { listVacancies } from '@/lib/sections/vacancies/read';
import { env } from '@/lib/env';
import type { Lang } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ResumeForm } from '@/components/site/resume-form';
import { RichText } from '@/components/site/rich-text';
import { VacancyFilter } from '@/components/site/vacancy-filter';

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The vacancies page (SPEC §2): the list filtered by `query` (blank: all), JobPosting data, and the résumé form. */
export async function VacanciesView({ lang, query = '' }: { lang: Lang; query?: string }) {
  const [t, vacancies, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'VacanciesPage' }),
    listVacancies(lang),
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
    text: plain(`${v.title} ${v.tasks} ${v.expectations} ${v.benefits}`).toLowerCase(),
    node: (
      <article className="rounded-xl border border-line p-4" aria-labelledby={`vacancy-${v.id}`}>
        <h2 id={`vacancy-${v.id}`} className="text-xl font-bold">
          {v.title}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <section>
            <h3 className="font-semibold">{t('tasks')}</h3>
            <RichText html={v.tasks} />
          </section>
          <section>
            <h3 className="font-semibold">{t('expectations')}</h3>
            <RichText html={v.expectations} />
          </section>
          <section>
            <h3 className="font-semibold">{t('benefits')}</h3>
            <RichText html={v.benefits} />
          </section>
          <section>
            <h3 className="font-semibold">{t('contact')}</h3>
            <RichText html={v.contact} />
          </section>
        </div>
      </article>
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
        />
      </section>
    </div>
  );
}
