/** A slide as the slider component takes it. */
import { localHref } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { slideView } from './read';

/**
 * A slide with only what the slider shows: its texts, its pictures, its link in the page's language
 * and its picture's description from `alts` ('' leaves it decorative). Its type, order and dates are
 * left out, as every field goes into the page's inline data.
 */
export function slideForSlider(
  slide: ReturnType<typeof slideView>,
  lang: Lang,
  alts: Readonly<Record<string, string>> = {},
) {
  const { id, title, subtitle, image, mobileImage, href } = slide;
  return { id, title, subtitle, image, mobileImage, href: href ? localHref(lang, href) : '', alt: alts[image] ?? '' };
}
