import Link from 'next/link';

/** Texts of the pager; page has {page} and {pages} placeholders. */
export type PagerTexts = { label: string; page: string; previous: string; next: string };

type Props = { page: number; pages: number; previous: string | null; next: string | null; texts: PagerTexts };

const LINK = 'rounded border border-line-strong px-3 py-1 hover:bg-surface-alt';
const OFF = 'rounded border border-line px-3 py-1 text-muted';

/** Previous and next page as plain links, so paging works without JavaScript and the page is in the URL. */
export function InboxPager({ page, pages, previous, next, texts }: Props) {
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center gap-3 text-sm">
      {previous ? (
        <Link href={previous} className={LINK} rel="prev">
          {texts.previous}
        </Link>
      ) : (
        <span className={OFF}>{texts.previous}</span>
      )}
      <span>{texts.page.replace('{page}', String(page)).replace('{pages}', String(pages))}</span>
      {next ? (
        <Link href={next} className={LINK} rel="next">
          {texts.next}
        </Link>
      ) : (
        <span className={OFF}>{texts.next}</span>
      )}
    </nav>
  );
}
