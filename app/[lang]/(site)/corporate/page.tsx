import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ServiceCard, TextCard } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { isShownOn, listSlides } from '@/lib/content/sections/slider/read';
import { slideForSlider } from '@/lib/content/sections/slider/for-slider';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { tashkentToday } from '@/lib/platform/format/date';
import { mediaAlts } from '@/lib/content/media/alts-read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { MainSlider } from '@/components/site/main-slider';
import { PageHeader } from '@/components/site/page-header';
import { ServiceGrid } from '@/components/site/service-grid';
import { TextCardList } from '@/components/site/text-card-list';
import { CorporateCta } from './corporate-cta';
import { CorporateTariffsSection } from './corporate-tariffs-section';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('CorporatePage', '/corporate', 'title', 'description');

/** Corporate landing (SPEC §2): corporate slider, 'why us', the services for business and the corporate tariffs. */
export default async function CorporatePage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components, slides, slider, alts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CorporatePage' }),
    getStaticComponents(lang),
    listSlides(lang, 'corp'),
    getTranslations({ locale: lang, namespace: 'Slider' }),
    mediaAlts(lang),
  ]);
  const today = tashkentToday();
  const shown = slides.filter((slide) => isShownOn(slide, today)).map((slide) => slideForSlider(slide, lang, alts));
  const reasons = staticList<LocalizedAs<TextCard>>(components, 'corporate_reasons');
  const services = staticList<LocalizedAs<ServiceCard>>(components, 'corporate_services');
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <MainSlider
        slides={shown}
        labels={{
          region: t('slidesLabel'),
          prev: t('prevSlide'),
          next: t('nextSlide'),
          more: t('slideMore'),
          goTo: shown.map((_, i) => t('goToSlide', { index: i + 1 })),
          pause: slider('pause'),
          play: slider('play'),
        }}
      />
      <section aria-labelledby="corporate-reasons" className="mt-10">
        <h2 id="corporate-reasons" className="text-2xl font-bold">
          {t('reasonsTitle')}
        </h2>
        <TextCardList cards={reasons} className="mt-4 sm:grid-cols-2 lg:grid-cols-4" accent />
      </section>
      <section aria-labelledby="corporate-services" className="mt-10">
        <h2 id="corporate-services" className="mb-4 text-2xl font-bold">
          {t('servicesTitle')}
        </h2>
        <ServiceGrid
          headingLevel={3}
          services={services.map((s) => ({
            id: s.id,
            title: s.title,
            summary: s.summary,
            href: `/${lang}/corporate/${s.id}`,
            icon: s.icon,
          }))}
        />
      </section>
      <CorporateTariffsSection lang={lang} />
      <CorporateCta lang={lang} />
    </>
  );
}
