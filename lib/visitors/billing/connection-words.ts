/** The connection type as a subscriber would say it, instead of billing's technology code. */
import 'server-only';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';

/** Billing's technology codes the site has words for (Connection.* messages). */
const KNOWN: Record<string, string> = {
  fttx: 'fttx',
  gpon: 'gpon',
  adsl: 'adsl',
  iptv: 'iptv',
  sip: 'sip',
  'ip-camera': 'ipCamera',
};

/** The connection in words in `lang`; a code the site does not know is shown as billing sent it. */
export function connectionInWords(lang: Lang, technology: string): string {
  const key = KNOWN[technology.trim().toLowerCase()];
  return key ? translator(lang, 'Connection')(key) : technology;
}
