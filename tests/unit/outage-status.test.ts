// @vitest-environment jsdom
// DOMParser reads the output as a browser would.
import { describe, expect, it } from 'vitest';
import { atomXml } from '@/lib/content/sections/outages/atom';
import { groupOutages, type PublicOutage } from '@/lib/content/sections/outages/status';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

function entry(id: number, rest: Partial<PublicOutage>): PublicOutage {
  return {
    id,
    kind: 'outage',
    title: `#${id}`,
    details: '',
    districtIds: [],
    districts: [],
    startedAt: at(-1),
    expectedEnd: null,
    resolvedAt: null,
    updatedAt: at(-1),
    ...rest,
  };
}

const ids = (list: PublicOutage[]) => list.map((o) => o.id);

describe('groupOutages', () => {
  const list = [
    entry(1, {}), // outage under way
    entry(2, { kind: 'planned', startedAt: at(48) }), // works next week
    entry(3, { startedAt: at(5) }), // an outage announced ahead
    entry(4, { resolvedAt: at(-0.5) }), // fixed half an hour ago
    entry(5, { startedAt: at(-24 * 40), resolvedAt: at(-24 * 31) }), // fixed 31 days ago
    entry(6, { resolvedAt: at(2) }), // resolution typed ahead: still under way now
    entry(7, { kind: 'planned', startedAt: at(-2) }), // works under way are no outage
  ];

  it('puts outages under way first, then planned works and announced outages, then the last 30 days resolved', () => {
    const groups = groupOutages(list, NOW);
    expect(ids(groups.current).sort()).toEqual([1, 6]);
    expect(ids(groups.planned)).toEqual([7, 3, 2]);
    expect(ids(groups.resolved)).toEqual([4]);
  });

  it('keeps what touches the chosen district and what touches every district', () => {
    const districts = [
      entry(1, { districtIds: [3] }),
      entry(2, { districtIds: [4, 5] }),
      entry(3, { districtIds: [] }),
      entry(4, { districtIds: [5], kind: 'planned', startedAt: at(1) }),
    ];
    expect(ids(groupOutages(districts, NOW, 5).current).sort()).toEqual([2, 3]);
    expect(ids(groupOutages(districts, NOW, 5).planned)).toEqual([4]);
    expect(ids(groupOutages(districts, NOW, 3).current).sort()).toEqual([1, 3]);
    expect(ids(groupOutages(districts, NOW).current)).toHaveLength(3);
  });
});

describe('atomXml', () => {
  const xml = atomXml({
    id: 'https://example.uz/rus/status',
    title: 'Состояние сети & <сбои>',
    updated: at(0),
    self: 'https://example.uz/rus/status/feed.xml',
    page: 'https://example.uz/rus/status',
    author: 'Провайдер "Связь"',
    lang: 'ru',
    entries: [
      {
        id: 'https://example.uz/rus/status#outage-1',
        title: 'Авария: <b>x</b>',
        updated: at(-1),
        url: 'https://example.uz/rus/status#outage-1',
        content: 'A & B\u0007\nC',
      },
      {
        id: 'https://example.uz/rus/status#outage-2',
        title: 'Работы',
        updated: at(-2),
        url: 'https://example.uz/rus/status#outage-2',
        content: '',
      },
    ],
  });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const ATOM = 'http://www.w3.org/2005/Atom';
  const child = (el: Element | Document, name: string) => [...el.getElementsByTagNameNS(ATOM, name)];

  it('is a well-formed Atom 1.0 feed with id, title, updated, a self link and an author', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('feed');
    expect(doc.documentElement.namespaceURI).toBe(ATOM);
    const feed = doc.documentElement;
    const direct = (name: string) => [...feed.children].filter((c) => c.localName === name);
    expect(direct('id')[0]?.textContent).toBe('https://example.uz/rus/status');
    expect(direct('title')[0]?.textContent).toBe('Состояние сети & <сбои>');
    expect(direct('updated')[0]?.textContent).toBe(at(0));
    const self = direct('link').find((l) => l.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe('https://example.uz/rus/status/feed.xml');
    expect(direct('author')[0]?.textContent).toBe('Провайдер "Связь"');
  });

  it('has one entry per item, each with id, title, updated and its text, markup kept as text', () => {
    const entries = child(doc, 'entry');
    expect(entries).toHaveLength(2);
    const [first] = entries;
    expect(child(first!, 'id')[0]?.textContent).toBe('https://example.uz/rus/status#outage-1');
    expect(child(first!, 'title')[0]?.textContent).toBe('Авария: <b>x</b>');
    expect(child(first!, 'updated')[0]?.textContent).toBe(at(-1));
    // a control character XML cannot carry is dropped, the rest is kept
    expect(child(first!, 'content')[0]?.textContent).toBe('A & B\nC');
  });
});
