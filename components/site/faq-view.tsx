import { sanitizeRichText } from '@/lib/content/site/sanitize';
import type { Lang } from '@/lib/platform/i18n/locales';
import { FaqSearch } from './faq-search';
import { IslandTexts } from './island-texts';

type Props = {
  lang: Lang;
  initialQuery?: string;
  entries: readonly { id: number; question: string; answer: string }[];
  /** The FAQ page's own list: it also carries the FAQPage structured data. */
  structuredData?: boolean;
};

/**
 * The FAQ list with live search. The admin-written answers are sanitised here, on the server, again
 * at render time (defence in depth on top of sanitising on save), and handed to the island as HTML.
 */
export function FaqView({ lang, initialQuery, entries, structuredData }: Props) {
  const items = entries.map(({ id, question, answer }) => ({ id, question, answerHtml: sanitizeRichText(answer) }));
  return (
    <IslandTexts lang={lang} namespaces={['FaqPage']}>
      <FaqSearch lang={lang} items={items} initialQuery={initialQuery} structuredData={structuredData} />
    </IslandTexts>
  );
}
