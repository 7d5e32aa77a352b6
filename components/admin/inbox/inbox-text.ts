/** The inbox's message lookup on the server: AdminInbox, plus the public evaluation form's texts under 'feedback.'. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { SizeUnits } from '@/lib/platform/format/file-size';
import type { InboxText } from '@/lib/staff/inbox/view-texts';

/** A lookup that falls back to the code itself for a reason or kind the messages do not name. */
export async function inboxText(lang: Lang): Promise<InboxText> {
  const [inbox, feedback] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminInbox' }),
    getTranslations({ locale: lang, namespace: 'FeedbackPage' }),
  ]);
  return (key, values) => {
    if (key.startsWith('feedback.')) {
      const k = key.slice('feedback.'.length) as Parameters<typeof feedback>[0];
      return feedback.has(k) ? feedback(k, values) : k.replace(/^(kind|r)_/, '');
    }
    return inbox(key as Parameters<typeof inbox>[0], values);
  };
}

/** The file size units of the admin's language (the résumé form's). */
export async function sizeUnits(lang: Lang): Promise<SizeUnits> {
  const t = await getTranslations({ locale: lang, namespace: 'ResumeForm' });
  return { kb: t.raw('fileKb') as string, mb: t.raw('fileMb') as string };
}
