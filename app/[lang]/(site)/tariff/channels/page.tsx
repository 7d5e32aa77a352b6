import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';
import { SiteLink } from '@/components/ui/site-link';
import { ChannelList } from '@/components/site/channel-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages(
  'ChannelsPage',
  '/tariff/channels',
  'metaTitle',
  'metaDescription',
);

/**
 * Every TV package's channel list, each under its `#channels-<id>` anchor: the tariff cards and the
 * tariff page link here, so the tariff page does not carry 150+ names per package.
 * The packages are staff's static component, not billing's, so this page needs no billing answer.
 * The static segment `channels` is served before `tariff/[code]`: a billing tariff coded
 * `channels` (or `series`) could not have its facts page there, so `hasFactsPage` leaves it out
 * of the sitemap and its card shows no facts link rather than one leading here.
 */
export default async function ChannelsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, card, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ChannelsPage' }),
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getStaticComponents(lang),
  ]);
  const packages = staticList<ChannelPackageView>(components, 'channel_packages');
  return (
    <>
      <nav className="text-sm">
        <SiteLink href={`/${lang}/tariff`} className="text-brand-700 underline">
          {t('allTariffs')}
        </SiteLink>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 text-muted">{packages.length ? t('intro') : t('none')}</p>
      {packages.map((pkg) => (
        <section
          key={pkg.id}
          id={`channels-${pkg.id}`}
          aria-labelledby={`channels-${pkg.id}-title`}
          className="mt-8 scroll-mt-4"
        >
          <h2 id={`channels-${pkg.id}-title`} className="text-2xl font-bold">
            {card('channels', { name: pkg.name, count: pkg.channels.length })}
          </h2>
          <ChannelList channels={pkg.channels} />
        </section>
      ))}
    </>
  );
}
