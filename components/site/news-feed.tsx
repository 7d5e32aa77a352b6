'use client';
import { useRef, useState, type MouseEvent } from 'react';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { SiteLink } from '@/components/ui/site-link';
import { ApiCallError } from '@/lib/http/api/client-errors';
import { loadApi } from '@/lib/http/api/load-client';
import { newsPageHref } from '@/lib/content/sections/news/page-path';
import { NewsTeaser } from './news-teaser';

/** A news item as the list shows it. */
export type NewsListItem = { id: number; title: string; summary: string; image: string; publishedAt: string };
type Page = { items: NewsListItem[]; page: number; perPage: number; total: number };
type Props = {
  lang: string;
  first: Page;
  labels: { loadMore: string; loading: string; loaded: string; newer: string };
};

/**
 * A page of the news list, newest first (SPEC §4 News). 'Load more' is a link to the next page, so
 * crawlers and visitors without JavaScript reach every item; with JavaScript it appends that page in place.
 */
export function NewsFeed({ lang, first, labels }: Props) {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.total);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window from the link still opens the next page itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const api = await loadApi();
      const next = await api.query<Page>(`/news/${lang}`, { page: page + 1 });
      const known = new Set(items.map((i) => i.id));
      const fresh = next.items.filter((i) => !known.has(i.id));
      setItems([...items, ...fresh]);
      setPage(next.page);
      setTotal(next.total);
      setStatus(labels.loaded.replace('{count}', String(items.length + fresh.length)));
      // Keyboard users continue from the first appended item.
      requestAnimationFrame(() => listRef.current?.querySelectorAll('a')[items.length]?.focus());
    } catch (e) {
      setError(e instanceof ApiCallError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {first.page > 1 && (
        <p className="mb-6">
          <SiteLink href={newsPageHref(lang, first.page - 1)} className="text-brand-700 underline">
            {labels.newer}
          </SiteLink>
        </p>
      )}
      <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border border-line">
            {item.image && (
              <div className="relative aspect-video bg-surface-muted">
                <OptimizedImage
                  src={item.image}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            )}
            <div className="flex flex-1 flex-col p-4">
              <NewsTeaser lang={lang} item={item} level="h2" />
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-danger-soft p-3 text-danger-strong">
          {error}
        </p>
      )}
      {page * first.perPage < total && (
        <div className="mt-6 text-center">
          <a
            href={newsPageHref(lang, page + 1)}
            onClick={loadMore}
            aria-disabled={busy || undefined}
            aria-busy={busy}
            className="btn btn-secondary aria-disabled:opacity-60"
          >
            {busy ? labels.loading : labels.loadMore}
          </a>
        </div>
      )}
    </>
  );
}
