/** The status feed of a language: the recent entries as Atom, addressed under the site's origin. */
import 'server-only';
import { env } from '@/lib/platform/env';
import { htmlLang, type Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { atomXml } from './atom';
import { kindLabel, outageFacts } from './describe';
import { listRecentOutages } from './read';
import { groupOutages } from './status';

/** The Atom document of `/{lang}/status/feed.xml`: current outages, planned works, then the recently resolved. */
export async function statusFeed(lang: Lang, now = Date.now()): Promise<string> {
  const base = env().SITE_URL.replace(/\/$/, '');
  const page = `${base}/${lang}/status`;
  const t = translator(lang, 'Status');
  const site = translator(lang, 'Metadata')('siteName');
  const { entries, readAt } = await listRecentOutages(lang);
  const { current, planned, resolved } = groupOutages(entries, now);
  return atomXml({
    id: page,
    title: t('feedTitle', { site }),
    updated: readAt,
    self: `${page}/feed.xml`,
    page,
    author: site,
    lang: htmlLang(lang),
    entries: [...current, ...planned, ...resolved].map((o) => ({
      id: `${page}#outage-${o.id}`,
      title: `${kindLabel(o, t)}: ${o.title}`,
      updated: o.updatedAt,
      url: `${page}#outage-${o.id}`,
      content: [o.details, ...outageFacts(o, t)].join('\n'),
    })),
  });
}
