/**
 * Addresses of the Open Graph pictures drawn by app/[lang]/og/route.tsx. The title travels in the
 * address, signed with a key of this installation, so the route draws only titles the site itself
 * asked for: nobody can have our brand printed under words of their own.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadedCaptchaSecret } from '@/lib/platform/abuse/captcha-key';
import type { Lang } from '@/lib/platform/i18n/locales';

/** The picture's size in pixels, as social networks expect it. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
/** The longest title drawn; longer ones are cut before signing. */
export const OG_TITLE_MAX = 120;

let key: Buffer | undefined;

function signature(lang: Lang, title: string): string {
  // A key of its own, derived from the installation secret, so a signature here is worth nothing elsewhere.
  key ??= createHmac('sha256', loadedCaptchaSecret()).update('og-image').digest();
  return createHmac('sha256', key).update(`${lang}\n${title}`).digest('base64url').slice(0, 22);
}

/** The Open Graph picture of a page titled `title` in `lang`: a path under the site (metadataBase makes it absolute). */
export function ogImagePath(lang: Lang, title: string): string {
  const text = title.slice(0, OG_TITLE_MAX);
  return `/${lang}/og?${new URLSearchParams({ t: text, s: signature(lang, text) })}`;
}

/** Whether `sig` is the signature this installation gives `title` in `lang`. */
export function verifyOgTitle(lang: Lang, title: string, sig: string): boolean {
  const expected = Buffer.from(signature(lang, title));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
