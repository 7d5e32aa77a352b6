import { faqEntries } from '@/lib/content/sections/faq/items';
import type { Lang } from '@/lib/platform/i18n/locales';
import { FaqSearch } from './faq-search';
import { IslandTexts } from './island-texts';
import { RichText } from './rich-text';

type Props = {
  lang: Lang;
  initialQuery?: string;
  entries: Awaited<ReturnType<typeof faqEntries>>;
  /** The FAQ page's own list: it also carries the FAQPage structured data. */
  structuredData?: boolean;
};

/** The FAQ list with live search; answers are rendered on the server and handed to the island. */
export function FaqView({ lang, initialQuery, entries, structuredData }: Props) {
  const items = entries.map(({ id, question, answer, answerText }) => ({
    id,
    question,
    answerText,
    answer: <RichText html={answer} />,
  }));
  return (
    <IslandTexts lang={lang} namespaces={['FaqPage']}>
      <FaqSearch lang={lang} items={items} initialQuery={initialQuery} structuredData={structuredData} />
    </IslandTexts>
  );
}
