/** Slides of the main, footer and corporate sliders. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { visibleAt } from '../shared/visible-now';
import { slides } from './table';

export type SlideType = 'main' | 'footer' | 'corp';

/** Whether a slide's active dates include `today` (YYYY-MM-DD). */
export function isShownOn(slide: { startsAt: string | null; endsAt: string | null }, today: string): boolean {
  return (!slide.startsAt || slide.startsAt <= today) && (!slide.endsAt || slide.endsAt >= today);
}

/** Active, published slides of a language (their schedule applied); all types, or one. Date limits are applied by the caller's day. */
export const listSlides = cachedRead('slides', ['slider'], async (lang: Lang, type?: SlideType) => {
  const db = await getDb();
  const shown = and(eq(slides.active, true), visibleAt(slides, new Date()));
  const where = type ? and(shown, eq(slides.type, type)) : shown;
  const rows = await db.select().from(slides).where(where).orderBy(asc(slides.position), asc(slides.id));
  return rows.map((row) => slideView(row, lang));
});

/** A slide row as the sliders show it (the public read and the preview share it). */
export function slideView(row: typeof slides.$inferSelect, lang: Lang) {
  const { id, type, title, subtitle, image, mobileImage, href, position, startsAt, endsAt } = row;
  return localize({ id, type, title, subtitle, image, mobileImage, href, position, startsAt, endsAt }, lang);
}
