import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listPartners } from '@/lib/content/sections/partners/read';
import { isExternal, localHref } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { mediaAlts } from '@/lib/content/media/alts-read';
import { PartnerLogo } from '@/components/site/partner-logo';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('PartnersPage', '/partners', 'metaTitle', 'metaDescription');

/** Partners (SPEC §2): logo and name, linked to the partner's site. */
export default async function PartnersPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [partners, alts, t] = await Promise.all([
    listPartners(lang),
    mediaAlts(lang),
    getTranslations({ locale: lang, namespace: 'PartnersPage' }),
  ]);
  return (
    <>
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mb-6 mt-2 text-muted">{t('intro')}</p>
      {partners.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3">
          {partners.map((partner) => {
            const content = (
              <>
                <span className="relative block aspect-[3/2] w-full">
                  {partner.logo && (
                    <PartnerLogo src={partner.logo} alt={alts[partner.logo] ?? t('logoAlt', { name: partner.name })} />
                  )}
                </span>
                <span className="mt-3 block text-center font-semibold">{partner.name}</span>
              </>
            );
            const className = 'card border-line hover:border-brand-600 hover:shadow';
            return (
              <li key={partner.id}>
                {partner.href ? (
                  <a
                    href={isExternal(partner.href) ? partner.href : localHref(lang, partner.href)}
                    rel={isExternal(partner.href) ? 'noopener' : undefined}
                    className={className}
                  >
                    {content}
                  </a>
                ) : (
                  <div className={className}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
