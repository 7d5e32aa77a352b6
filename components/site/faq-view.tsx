import { NextIntlClientProvider } from 'next-intl';
import { faqEntries } from '@/lib/faq/items';
import { messagesFor } from '@/lib/i18n/messages';
import type { Lang } from '@/lib/i18n/locales';
import { FaqSearch } from './faq-search';
import { RichText } from './rich-text';

type Props = { lang: Lang; initialQuery?: string; entries: Awaited<ReturnType<typeof faqEntries>> };

/** The FAQ list with live search; answers are rendered on the server and handed to the island. */
export function FaqView({ lang, initialQuery, entries }: Props) {
  const items = entries.map(({ id, question, answer, answerText }) => ({ id, question, answerText, answer: <RichText html={answer} /> }));
  return (
    <NextIntlClientProvider locale={lang} messages={{ FaqPage: messagesFor(lang).FaqPage }}>
      <FaqSearch lang={lang} items={items} initialQuery={initialQuery} />
    </NextIntlClientProvider>
  );
}
