/** The store of each content section. */
import 'server-only';
import type { ContentSection } from '../schemas';
import { caStore } from './ca';
import { footerStore, navbarStore } from './menus';
import { newsStore, partnersStore, sliderStore } from './media';
import { scStore } from './sc';
import type { SectionStore } from './store';
import { faqStore, tendersStore, vacancyStore } from './texts';

/** Stores by section code. */
export const STORES: Record<ContentSection, SectionStore<never>> = {
  ca: caStore,
  faq: faqStore,
  footer: footerStore,
  navbar: navbarStore,
  news: newsStore,
  partners: partnersStore,
  sc: scStore,
  slider: sliderStore,
  tenders: tendersStore,
  vacancy: vacancyStore,
} as unknown as Record<ContentSection, SectionStore<never>>;
