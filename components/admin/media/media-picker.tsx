'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { api } from '@/lib/http/api/client';
import { formatMessage } from '@/lib/platform/i18n/format-message';
import type { Lang } from '@/lib/platform/i18n/locales';
import type rusMessages from '@/messages/rus.json';
import type { MediaPage } from '@/lib/content/media/contract';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { MediaThumb } from './media-thumb';

/** The AdminMedia messages, raw (placeholders are filled here). */
export type MediaTexts = (typeof rusMessages)['AdminMedia'];

/** What the picker needs besides its callbacks: the admin's language and the AdminMedia texts. */
export type MediaPickerTexts = { lang: Lang; texts: MediaTexts };

type Props = MediaPickerTexts & { current: string; onPick: (path: string) => void; onClose: () => void };

const PER_PAGE = 12;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: MediaPage };

/** The media library in a dialog: search, a page of thumbnails, and a click that puts the image's path into the field. */
export function MediaPicker({ lang, texts, current, onPick, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const format = (key: keyof MediaTexts, values?: Record<string, string | number>) =>
    formatMessage(lang, texts[key], values);

  useEffect(() => {
    let live = true;
    api
      .query<MediaPage>('adm/media', { page: query.page, per_page: PER_PAGE, q: query.q })
      .then((page) => live && setLoad({ state: 'ready', page }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [query]);

  const go = (next: typeof query) => {
    setLoad({ state: 'loading' });
    setQuery(next);
  };
  const search = () => go({ q: typed.trim(), page: 1 });
  // The picker sits inside the item's form: Enter searches instead of saving the item.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const pages = load.state === 'ready' ? Math.max(1, Math.ceil(load.page.total / PER_PAGE)) : 1;

  return (
    <ModalDialog title={texts.pickerTitle} closeLabel={texts.close} onClose={onClose}>
      <div role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor="media-picker-q" className="text-sm">
            {texts.search}
          </label>
          <input
            id="media-picker-q"
            type="search"
            className="control"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKey}
          />
        </div>
        <button type="button" className="btn btn-secondary" onClick={search}>
          {texts.searchSubmit}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {load.state === 'loading' && texts.loading}
        {load.state === 'ready' &&
          (load.page.total === 0
            ? query.q
              ? format('emptySearch', { q: query.q })
              : texts.empty
            : format('found', { count: load.page.total }))}
      </p>
      {load.state === 'failed' && (
        <p role="alert" className="mt-2 rounded bg-danger-soft p-3 text-danger-strong">
          {texts.loadError}
        </p>
      )}
      {load.state === 'ready' && load.page.items.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={texts.pickerTitle}>
          {load.page.items.map((item) => (
            <li key={item.path}>
              <button
                type="button"
                aria-pressed={item.path === current}
                onClick={() => onPick(item.path)}
                className="flex w-full flex-col gap-1 rounded border border-line p-2 text-left hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                <MediaThumb item={item} lang={lang} decorative />
                <span className="truncate text-sm">{item.name}</span>
                <span className="text-xs text-muted">{format('uses', { count: item.uses })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="mt-3 flex items-center justify-between gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={query.page <= 1}
            onClick={() => go({ ...query, page: query.page - 1 })}
          >
            {texts.previous}
          </button>
          <span className="text-sm">{format('pageOf', { page: query.page, pages })}</span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={query.page >= pages}
            onClick={() => go({ ...query, page: query.page + 1 })}
          >
            {texts.next}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
