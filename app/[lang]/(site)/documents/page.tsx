import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { DocumentSet } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PageHeader } from '@/components/site/page-header';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('DocumentsPage', '/documents', 'title', 'description');

const TECHNOLOGIES = ['FTTx', 'ADSL'] as const;
const AUDIENCES = ['individual', 'legal'] as const;

/** Documents needed to connect (SPEC §2): FTTx and ADSL, each for individuals and legal entities. */
export default async function DocumentsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'DocumentsPage' }),
    getStaticComponents(lang),
  ]);
  const sets = staticList<LocalizedAs<DocumentSet>>(components, 'documents');
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-2">
        {TECHNOLOGIES.map((technology) => (
          <section
            key={technology}
            aria-labelledby={`docs-${technology}`}
            className="rounded-xl border border-line p-4 sm:p-6"
          >
            <h2 id={`docs-${technology}`} className="text-xl font-bold">
              {t('technology', { technology })}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(technology === 'FTTx' ? 'fttxNote' : 'adslNote')}</p>
            {AUDIENCES.map((audience) => {
              const set = sets.find((s) => s.technology === technology && s.audience === audience);
              if (!set) return null;
              return (
                <div key={audience} className="mt-4">
                  <h3 className="font-semibold">{t(audience)}</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {set.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
            {technology === 'ADSL' && components.map.adsl_settings && (
              <div className="mt-4 rounded-lg bg-brand-50 p-3">
                <h3 className="font-semibold">{t('adslSettingsTitle')}</h3>
                <p className="mt-1 text-sm">{components.map.adsl_settings}</p>
              </div>
            )}
          </section>
        ))}
      </div>
      <p className="mt-6">
        <SiteLink href={`/${lang}/coverage_area`} className="link-strong">
          {t('coverageLink')}
        </SiteLink>
      </p>
    </>
  );
}
