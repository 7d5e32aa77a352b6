/** Slides of the main, footer and corporate sliders. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Lang } from '@/lib/i18n/locales';
import { cachedRead } from '@/lib/content/cache';
import { localize } from '@/lib/content/localize';
import { slides } from './table';

export type SlideType = 'main' | 'footer' | 'corp';

/** Whether a slide's active dates include `today` (YYYY-MM-DD). */
export function isShownOn(slide: { startsAt: string | null; endsAt: string | null }, today: string): boolean {
  return (!slide.startsAt || slide.startsAt <= today) && (!slide.endsAt || slide.endsAt >= today);
}

/** Active slides of a language; all types, or one. Date limits are applied by the caller's day. */
export const listSlides = cachedRead('slides', ['slider'], async (lang: Lang, type?: SlideType) => {
  const db = await getDb();
  const where = type ? and(eq(slides.active, true), eq(slides.type, type)) : eq(slides.active, true);
  const rows = await db.select().from(slides).where(where).orderBy(asc(slides.position), asc(slides.id));
  return rows.map(({ id, type: kind, title, subtitle, image, mobileImage, href, position, startsAt, endsAt }) =>
    localize({ id, type: kind, title, subtitle, image, mobileImage, href, position, startsAt, endsAt }, lang),
  );
});
