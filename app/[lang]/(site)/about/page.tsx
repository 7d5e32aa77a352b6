import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Director, Licence, Office, TextCard } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { env } from '@/lib/platform/env';
import { formatDate } from '@/lib/platform/format/date';
import type { Lang } from '@/lib/platform/i18n/locales';
import { JsonLd } from '@/lib/content/seo/json-ld';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { yearsSince } from '@/lib/platform/time/years-since';
import { LeaderCard } from '@/components/site/leader-card';
import { PageHeader } from '@/components/site/page-header';
import { TextCardList } from '@/components/site/text-card-list';
import { organizationJsonLd } from './organization-json-ld';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('AboutPage', '/about', 'title', 'description');

/** About (SPEC §2): since 1996, mission, values, licences, leadership; Organization structured data. */
export default async function AboutPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, c] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AboutPage' }),
    getStaticComponents(lang),
  ]);
  const values = staticList<LocalizedAs<TextCard>>(c, 'values');
  const licences = staticList<LocalizedAs<Licence>>(c, 'licences');
  const directors = staticList<LocalizedAs<Director>>(c, 'directors');
  // the age is computed, not stored, so it never falls behind the calendar
  const founded = /^\d{4}$/.test(c.map.founded_year ?? '') ? Number(c.map.founded_year) : null;
  const now = new Date();
  const offices = staticList<LocalizedAs<Office>>(c, 'offices');
  const organization = organizationJsonLd({
    name: c.map.company_name ?? '',
    url: `${env().SITE_URL.replace(/\/$/, '')}/${lang}`,
    telephone: c.map.call_center_phone ?? '',
    legalAddress: c.map.legal_address ?? '',
    email: c.map.support_email,
    foundingDate: c.map.founded_year,
    offices,
  });

  return (
    <>
      <JsonLd data={organization} />
      <PageHeader title={t('title')} lead={c.map.about_intro} />

      {founded !== null && (
        <section aria-label={t('factsLabel')}>
          {/* The founding year is said once, inside the age, rather than as a second card. */}
          <p className="max-w-xl rounded-xl bg-brand-700 p-5 text-surface">
            <span className="block text-3xl font-bold">{t('years', { years: yearsSince(founded, now) })}</span>
            <span className="mt-1 block">{t('yearsText', { founded: String(founded) })}</span>
          </p>
        </section>
      )}

      <section aria-labelledby="about-mission" className="mt-10">
        <h2 id="about-mission" className="text-2xl font-bold">
          {t('missionTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-lg">{c.map.mission}</p>
      </section>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-2xl font-bold">
          {t('valuesTitle')}
        </h2>
        <TextCardList cards={values} className="mt-4 sm:grid-cols-2 lg:grid-cols-4" accent />
      </section>

      <section aria-labelledby="about-licences" className="mt-10">
        <h2 id="about-licences" className="text-2xl font-bold">
          {t('licencesTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 lg:grid-cols-3">
          {licences.map((licence) => (
            <li key={licence.id} className="flex flex-col rounded-xl border border-line p-4">
              <h3 className="font-semibold">{licence.description}</h3>
              <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 pt-3 text-sm">
                <dt className="text-muted">{t('licenceDate')}</dt>
                <dd>{/^\d{4}-\d{2}-\d{2}$/.test(licence.date) ? formatDate(licence.date) : licence.date}</dd>
                <dt className="text-muted">{t('licenceValidity')}</dt>
                <dd>{licence.validity}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-leadership" className="mt-10">
        <h2 id="about-leadership" className="text-2xl font-bold">
          {t('leadershipTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {directors.map((director) => (
            <LeaderCard key={director.id} leader={director} />
          ))}
        </ul>
      </section>
    </>
  );
}
