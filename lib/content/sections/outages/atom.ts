/** The status page's Atom 1.0 feed (RFC 4287), written as text: one entry per outage or planned works. */
import { escapeMarkup } from '@/lib/platform/security/escape-markup';

/** One entry: its permanent id, title, last change, the page it points to and its text. */
export type AtomEntry = { id: string; title: string; updated: string; url: string; content: string };

/** The feed: its id, title, last change, own address, the page it mirrors, author and language. */
export type AtomFeed = {
  id: string;
  title: string;
  updated: string;
  self: string;
  page: string;
  author: string;
  lang: string;
  entries: AtomEntry[];
};

function entryXml(e: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeMarkup(e.id)}</id>`,
    `    <title type="text">${escapeMarkup(e.title)}</title>`,
    `    <updated>${e.updated}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeMarkup(e.url)}"/>`,
    `    <content type="text">${escapeMarkup(e.content)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The feed document. */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(feed.lang)}">`,
    `  <id>${escapeMarkup(feed.id)}</id>`,
    `  <title type="text">${escapeMarkup(feed.title)}</title>`,
    `  <updated>${feed.updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(feed.page)}"/>`,
    `  <author><name>${escapeMarkup(feed.author)}</name></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
