/** The notification e-mail of an inbox item: the section, the visitor's name and phone, a link to it; nothing more of them. */
import 'server-only';
import { env } from '@/lib/platform/env';
import { translator } from '@/lib/platform/i18n/translator';
import type { ItemOf } from './contract';
import { kindOf } from './kinds';
import type { InboxSection } from './sections';

/** A plain-text mail. */
export type Mail = { subject: string; text: string };

/** The e-mail about a new item, in Russian and Uzbek, linking to its admin page. */
export function notificationMail(section: InboxSection, item: ItemOf<InboxSection>): Mail {
  const link = new URL(`/rus/adm/${section}/${item.id}`, env().SITE_URL).toString();
  const parts = (['rus', 'uzb'] as const).map((lang) => {
    const t = translator(lang, 'InboxMail');
    const sectionName = translator(lang, 'AdminSections')(section);
    return { subject: t('subject', { section: sectionName, id: item.id }), lines: kindOf(section).mailLines(item, t) };
  });
  const [rus, uzb] = parts as [(typeof parts)[0], (typeof parts)[0]];
  return {
    subject: rus.subject,
    text: [rus.subject, ...rus.lines, '', uzb.subject, ...uzb.lines, '', link, ''].join('\n'),
  };
}
