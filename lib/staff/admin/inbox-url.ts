/** The inbox list's filters as URL parameters: read from a page's search params, written into links and the export. */
import type { InboxSection } from '@/lib/staff/inbox/sections';

const KEYS = ['status', 'q', 'from', 'to', 'per_page', 'page'] as const;
/** The list parameters as the URL carries them (text; the page validates them with inboxQuery). */
export type ListParams = Partial<Record<(typeof KEYS)[number], string>>;

/** The known, non-empty list parameters of a page's search params (the first value of a repeated one). */
export function listParams(search: Record<string, string | string[] | undefined>): ListParams {
  const params: ListParams = {};
  for (const key of KEYS) {
    const value = search[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== '') params[key] = first;
  }
  return params;
}

/** Whether the list is narrowed by a status, a text or a date. */
export function isFiltered(params: ListParams): boolean {
  return Boolean(params.status || params.q || params.from || params.to);
}

function query(entries: [string, string | undefined][]): string {
  const search = new URLSearchParams(entries.filter((e): e is [string, string] => Boolean(e[1])));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The list page's address with the same filters and another page number (page 1 is left out). */
export function listHref(lang: string, section: InboxSection, params: ListParams, page: number): string {
  const { status, q, from, to, per_page } = params;
  return `/${lang}/adm/${section}${query([
    ['status', status],
    ['q', q],
    ['from', from],
    ['to', to],
    ['per_page', per_page],
    ['page', page > 1 ? String(page) : undefined],
  ])}`;
}

/** The CSV export of the filtered list (every page), with the column names in the admin's language. */
export function exportHref(lang: string, section: InboxSection, params: ListParams): string {
  const { status, q, from, to } = params;
  return `/api/v1/adm/${section}/export${query([
    ['status', status],
    ['q', q],
    ['from', from],
    ['to', to],
    ['lang', lang],
  ])}`;
}
