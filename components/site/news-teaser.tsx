import { SiteLink } from '@/components/ui/site-link';
import { formatDate } from '@/lib/platform/format/date';

type Props = {
  lang: string;
  item: { id: number; title: string; summary: string; publishedAt: string };
  /** h2 in the news list, h3 under the home page's news heading. */
  level: 'h2' | 'h3';
};

/** A news item's date, linked title and summary, as the home page and the news list show them. */
export function NewsTeaser({ lang, item, level: Heading }: Props) {
  return (
    <>
      <time dateTime={item.publishedAt} className="text-sm text-muted">
        {formatDate(item.publishedAt)}
      </time>
      <Heading className={Heading === 'h2' ? 'mt-1 text-lg font-semibold' : 'mt-1 font-semibold'}>
        <SiteLink href={`/${lang}/news/${item.id}`} className="text-brand-700 hover:underline">
          {item.title}
        </SiteLink>
      </Heading>
      <p className="mt-1 text-sm text-muted">{item.summary}</p>
    </>
  );
}
