import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { tashkentToday } from '@/lib/platform/format/date';
import type { PreviewItem } from '@/lib/content/preview/item';
import { listFaq } from '@/lib/content/sections/faq/read';
import { slideForSlider } from '@/lib/content/sections/slider/for-slider';
import { isShownOn, listSlides } from '@/lib/content/sections/slider/read';
import { listTenders } from '@/lib/content/sections/tenders/read';
import { listVacancies } from '@/lib/content/sections/vacancies/read';
import { FaqView } from '@/components/site/faq-view';
import { MainSlider } from '@/components/site/main-slider';
import { NewsArticle } from '@/components/site/news-article';
import { TendersList } from '@/components/site/tenders-list';
import { VacanciesView } from '@/components/site/vacancies-view';

// The previewed item first, then the published ones of its list without its older copy.
const first = <T extends { id: number }>(item: T, published: T[]) => [
  item,
  ...published.filter((p) => p.id !== item.id),
];

/** A previewed item on the page that shows it publicly: a news item's own page, else the page that lists it. */
export async function PreviewBody({ lang, preview }: { lang: Lang; preview: PreviewItem }) {
  switch (preview.section) {
    case 'news':
      return <NewsArticle lang={lang} item={preview.item} />;
    case 'tenders':
      return <TendersList lang={lang} tenders={first(preview.item, await listTenders(lang))} />;
    case 'vacancy':
      return <VacanciesView lang={lang} shown={first(preview.item, await listVacancies(lang))} />;
    case 'faq': {
      const [t, published] = await Promise.all([
        getTranslations({ locale: lang, namespace: 'FaqPage' }),
        listFaq(lang),
      ]);
      return (
        <div className="mx-auto max-w-3xl">
          <h1 className="mb-6 text-3xl font-extrabold">{t('title')}</h1>
          <FaqView lang={lang} entries={first(preview.item, published)} />
        </div>
      );
    }
    case 'slider': {
      const [t, slider, published] = await Promise.all([
        getTranslations({ locale: lang, namespace: 'Home' }),
        getTranslations({ locale: lang, namespace: 'Slider' }),
        listSlides(lang, preview.item.type),
      ]);
      const today = tashkentToday();
      const slides = first(
        preview.item,
        published.filter((slide) => isShownOn(slide, today)),
      ).map((slide) => slideForSlider(slide, lang));
      return (
        <MainSlider
          slides={slides}
          labels={{
            region: t('slidesLabel'),
            prev: t('prevSlide'),
            next: t('nextSlide'),
            more: t('slideMore'),
            goTo: slides.map((_, i) => t('goToSlide', { index: i + 1 })),
            pause: slider('pause'),
            play: slider('play'),
          }}
        />
      );
    }
  }
}
