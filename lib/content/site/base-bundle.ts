/** The base bundle of GET /get/{lang}: everything the shell and the home page need. */
import 'server-only';
import type { Lang } from '@/lib/platform/i18n/locales';
import { listFaq } from '@/lib/content/sections/faq/read';
import { listFooter } from '@/lib/content/sections/footer/read';
import { listNavbar } from '@/lib/content/sections/navbar/read';
import { listNews } from '@/lib/content/sections/news/read';
import { listPartners } from '@/lib/content/sections/partners/read';
import { listSlides } from '@/lib/content/sections/slider/read';
import { sharedRead } from './shared-read';
import { getStaticComponents } from '@/lib/content/sections/static-components/read';
import { listTenders } from '@/lib/content/sections/tenders/read';
import { listVacancies } from '@/lib/content/sections/vacancies/read';

/** The base bundle of a language (SPEC §7), shared between API calls; `user` is null: the public bundle never carries a session. */
export const getBaseBundle = sharedRead(
  'base-bundle',
  ['sc', 'navbar', 'footer', 'slider', 'news', 'faq', 'vacancy', 'tenders', 'partners'],
  async (lang: Lang) => {
    const [static_components, navbars, footers, sliders, news, faq, vacancies, tenders, partners] = await Promise.all([
      getStaticComponents(lang),
      listNavbar(lang),
      listFooter(lang),
      listSlides(lang),
      listNews(lang, 1),
      listFaq(lang),
      listVacancies(lang),
      listTenders(lang),
      listPartners(lang),
    ]);
    return {
      static_components,
      user: null,
      navbars,
      footers,
      sliders,
      news: news.items,
      faq,
      vacancies,
      tenders,
      partners,
    };
  },
);
