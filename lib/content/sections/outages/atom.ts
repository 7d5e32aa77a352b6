/** The status page's Atom 1.0 feed (RFC 4287), written as text: one entry per outage or planned works. */

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

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function entryXml(e: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeXml(e.id)}</id>`,
    `    <title type="text">${escapeXml(e.title)}</title>`,
    `    <updated>${e.updated}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
    `    <content type="text">${escapeXml(e.content)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The feed document. */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <updated>${feed.updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
