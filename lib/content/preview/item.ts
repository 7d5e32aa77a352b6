/**
 * The item a preview link opens, read as its public page reads it but whatever its publication
 * state, and never through a cache: a preview must not enter one, nor show a copy older than the
 * last save.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { Lang } from '@/lib/platform/i18n/locales';
import { faqView } from '@/lib/content/sections/faq/read';
import { faq } from '@/lib/content/sections/faq/table';
import { newsItemView } from '@/lib/content/sections/news/read';
import { news } from '@/lib/content/sections/news/table';
import { slideView } from '@/lib/content/sections/slider/read';
import { slides } from '@/lib/content/sections/slider/table';
import { tenderView } from '@/lib/content/sections/tenders/read';
import { tenders } from '@/lib/content/sections/tenders/table';
import { vacancyView } from '@/lib/content/sections/vacancies/read';
import { vacancies } from '@/lib/content/sections/vacancies/table';
import type { PreviewTarget } from './token';

/** A previewed item in its public shape, tagged with its section. */
export type PreviewItem =
  | { section: 'news'; item: ReturnType<typeof newsItemView> }
  | { section: 'slider'; item: ReturnType<typeof slideView> }
  | { section: 'vacancy'; item: ReturnType<typeof vacancyView> }
  | { section: 'tenders'; item: ReturnType<typeof tenderView> }
  | { section: 'faq'; item: ReturnType<typeof faqView> };

/** The item `target` names in `lang`, or null when it no longer exists. */
export async function readPreviewItem(db: Db, target: PreviewTarget, lang: Lang): Promise<PreviewItem | null> {
  const { id } = target;
  switch (target.section) {
    case 'news': {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row ? { section: 'news', item: newsItemView(row, lang) } : null;
    }
    case 'slider': {
      const [row] = await db.select().from(slides).where(eq(slides.id, id));
      return row ? { section: 'slider', item: slideView(row, lang) } : null;
    }
    case 'vacancy': {
      const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id));
      return row ? { section: 'vacancy', item: vacancyView(row, lang) } : null;
    }
    case 'tenders': {
      const [row] = await db.select().from(tenders).where(eq(tenders.id, id));
      return row ? { section: 'tenders', item: tenderView(row, lang) } : null;
    }
    case 'faq': {
      const [row] = await db.select().from(faq).where(eq(faq.id, id));
      return row ? { section: 'faq', item: faqView(row, lang) } : null;
    }
  }
}
