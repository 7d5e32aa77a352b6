import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

/** The call to action of the corporate pages: talk to the corporate sales office. */
export async function CorporateCta({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'CorporatePage' });
  return (
    <aside aria-labelledby="corporate-cta" className="mt-10 rounded-xl bg-brand-50 p-5">
      <h2 id="corporate-cta" className="text-xl font-bold">
        {t('ctaTitle')}
      </h2>
      <p className="mt-1">{t('ctaText')}</p>
      <SiteLink
        href={`/${lang}/contacts`}
        className="mt-3 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {t('ctaLink')}
      </SiteLink>
    </aside>
  );
}
