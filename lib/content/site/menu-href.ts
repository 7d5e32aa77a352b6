/** Where a link stored in the admin menus (navbar, footer) points on a page. */
import 'server-only';
import { env } from '@/lib/platform/env';
import { isExternal, localHref } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';
import { CABINET_PLACEHOLDERS, isCabinetPlaceholder } from './cabinet-links';

export type MenuHref = { href: string; external: boolean };

/** The address of a stored menu link in a language: a cabinet placeholder becomes the configured cabinet, a site path gets the language prefix. */
export function menuHref(lang: Lang, href: string): MenuHref {
  if (isCabinetPlaceholder(href)) return { href: env()[CABINET_PLACEHOLDERS[href]], external: true };
  return isExternal(href) ? { href, external: true } : { href: localHref(lang, href), external: false };
}
