import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listNews } from '@/lib/content/sections/news/read';
import { isShownOn, listSlides } from '@/lib/content/sections/slider/read';
import { slideForSlider } from '@/lib/content/sections/slider/for-slider';
import { withFirstPictureInline } from '@/lib/content/sections/slider/inline-first';
import { tashkentToday } from '@/lib/platform/format/date';
import { mediaAlts } from '@/lib/content/media/alts-read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { MainSlider } from '@/components/site/main-slider';
import { HomeTariffs } from '@/components/site/home-tariffs';
import { MenuCards } from '@/components/site/menu-cards';
import { NewsTeaser } from '@/components/site/news-teaser';

export const revalidate = 60;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return pageMetadata(lang, '', t('homeTitle'), t('homeDescription'), siteMeta(t));
}

/** Home (SPEC §2): main slider, home tariffs with their prices, the seven menu cards, latest news. */
export default async function HomePage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [slides, alts, news, t, meta, slider] = await Promise.all([
    listSlides(lang, 'main'),
    mediaAlts(lang),
    listNews(lang, 1, 3),
    getTranslations({ locale: lang, namespace: 'Home' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    getTranslations({ locale: lang, namespace: 'Slider' }),
  ]);
  const today = tashkentToday();
  // only here: the home page is every visitor's first, and its inline data has room for one picture
  const shown = await withFirstPictureInline(
    slides.filter((slide) => isShownOn(slide, today)).map((slide) => slideForSlider(slide, lang, alts)),
  );
  return (
    <>
      <h1 className="sr-only">{meta('homeTitle')}</h1>
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
      <HomeTariffs lang={lang} />
      <MenuCards lang={lang} />
      {news.items.length > 0 && (
        <section aria-labelledby="home-news-title" className="mt-10">
          <div className="mb-4 flex items-baseline justify-between">
            <h2 id="home-news-title" className="text-2xl font-bold">
              {t('newsTitle')}
            </h2>
            <SiteLink href={`/${lang}/news`} className="text-brand-700 underline">
              {t('allNews')}
            </SiteLink>
          </div>
          <ul className="grid gap-4 md:grid-cols-3">
            {news.items.map((item) => (
              <li key={item.id} className="rounded-xl border border-line p-4">
                <NewsTeaser lang={lang} item={item} level="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
