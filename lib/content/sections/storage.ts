/**
 * The server side of each content section: its store (list, read, insert, update, delete as the admin
 * sees them) and how a fresh database gets its demo content. Apart from the client-safe list in index.ts
 * because stores reach the database; typed by that list, so a section without its line here fails to compile.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import type { ContentSection } from '.';
import { seedCoverageArea } from './coverage-area/seed';
import { caStore } from './coverage-area/write';
import { FAQ_ITEMS } from './faq/seed';
import { faq } from './faq/table';
import { faqStore } from './faq/write';
import { FOOTER_ITEMS } from './footer/seed';
import { footerItems } from './footer/table';
import { footerStore } from './footer/write';
import { NAVBAR_ITEMS } from './navbar/seed';
import { navbarItems } from './navbar/table';
import { navbarStore } from './navbar/write';
import { NEWS } from './news/seed';
import { news } from './news/table';
import { newsStore } from './news/write';
import { seedOutages } from './outages/seed';
import { outagesStore } from './outages/write';
import { PARTNERS } from './partners/seed';
import { partners } from './partners/table';
import { partnersStore } from './partners/write';
import type { SectionStore } from './shared/numeric-store';
import { SLIDES } from './slider/seed';
import { slides } from './slider/table';
import { sliderStore } from './slider/write';
import { STATIC_COMPONENTS } from './static-components/seed';
import { staticComponents } from './static-components/table';
import { scStore } from './static-components/write';
import { TENDERS } from './tenders/seed';
import { tenders } from './tenders/table';
import { tendersStore } from './tenders/write';
import { VACANCIES } from './vacancies/seed';
import { vacancies } from './vacancies/table';
import { vacancyStore } from './vacancies/write';

type Storage = { store: SectionStore<never>; seed: (tx: Db) => Promise<unknown> };

const STORAGE: Record<ContentSection, Storage> = {
  ca: { store: caStore as never, seed: seedCoverageArea },
  faq: { store: faqStore as never, seed: (tx) => tx.insert(faq).values(FAQ_ITEMS) },
  footer: { store: footerStore as never, seed: (tx) => tx.insert(footerItems).values(FOOTER_ITEMS) },
  navbar: { store: navbarStore as never, seed: (tx) => tx.insert(navbarItems).values(NAVBAR_ITEMS) },
  news: { store: newsStore as never, seed: (tx) => tx.insert(news).values(NEWS) },
  outages: { store: outagesStore as never, seed: seedOutages },
  partners: { store: partnersStore as never, seed: (tx) => tx.insert(partners).values(PARTNERS) },
  sc: { store: scStore as never, seed: (tx) => tx.insert(staticComponents).values(STATIC_COMPONENTS) },
  slider: { store: sliderStore as never, seed: (tx) => tx.insert(slides).values(SLIDES) },
  tenders: { store: tendersStore as never, seed: (tx) => tx.insert(tenders).values(TENDERS) },
  vacancy: { store: vacancyStore as never, seed: (tx) => tx.insert(vacancies).values(VACANCIES) },
};

/** Stores by section code. */
export const STORES = Object.fromEntries(Object.entries(STORAGE).map(([code, { store }]) => [code, store])) as Record<
  ContentSection,
  SectionStore<never>
>;

/** Fills every content section of an empty database with its demo content (inside the caller's transaction). */
export async function seedSections(tx: Db): Promise<void> {
  for (const { seed } of Object.values(STORAGE)) await seed(tx);
}

/** Whether the content sections already hold content: the navbar is never empty once seeded. */
export async function sectionsHaveContent(tx: Db): Promise<boolean> {
  return (await tx.select({ id: navbarItems.id }).from(navbarItems).limit(1)).length > 0;
}
