/** Sites of the domestic segment (TAS-IX) whose traffic is free. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import type { InternalResource } from '../types';

const NEWS: Localized = { rus: 'Новости и СМИ', uzb: 'Yangiliklar va OAV' };
const GOV: Localized = { rus: 'Государственные сервисы', uzb: 'Davlat xizmatlari' };
const FINANCE: Localized = { rus: 'Платежи и финансы', uzb: 'Toʻlovlar va moliya' };
const ENTERTAINMENT: Localized = { rus: 'Видео и развлечения', uzb: 'Video va koʻngilochar' };
const SERVICES: Localized = { rus: 'Сервисы и объявления', uzb: 'Servislar va eʼlonlar' };
const EDUCATION: Localized = { rus: 'Образование', uzb: 'Taʼlim' };

// A name is one string when it is a brand, written alike in both languages.
const SITES: [string | Localized, string, Localized][] = [
  ['Kun.uz', 'https://kun.uz', NEWS],
  ['Daryo.uz', 'https://daryo.uz', NEWS],
  ['Gazeta.uz', 'https://www.gazeta.uz', NEWS],
  ['UzReport', 'https://uzreport.news', NEWS],
  ['Podrobno.uz', 'https://podrobno.uz', NEWS],
  ['Mover.uz', 'https://mover.uz', ENTERTAINMENT],
  ['Itv.uz', 'https://itv.uz', ENTERTAINMENT],
  ['Sports.uz', 'https://sports.uz', NEWS],
  ['OLX.uz', 'https://www.olx.uz', SERVICES],
  ['Uzum Market', 'https://uzum.uz', SERVICES],
  [
    { rus: 'Единый портал интерактивных государственных услуг', uzb: 'Yagona interaktiv davlat xizmatlari portali' },
    'https://my.gov.uz',
    GOV,
  ],
  ['Soliq.uz', 'https://soliq.uz', GOV],
  ['Lex.uz', 'https://lex.uz', GOV],
  ['Gov.uz', 'https://gov.uz', GOV],
  ['ZiyoNET', 'https://ziyonet.uz', EDUCATION],
  ['Kundalik.com', 'https://kundalik.com', EDUCATION],
  ['TAS-IX', 'https://tas-ix.uz', SERVICES],
  ['Uzcard', 'https://uzcard.uz', FINANCE],
  ['Payme', 'https://payme.uz', FINANCE],
  ['Click', 'https://click.uz', FINANCE],
  ['Humo', 'https://humocard.uz', FINANCE],
];

/** Internal resources, grouped by category through their `category` text. */
export const INTERNAL_RESOURCES: InternalResource[] = SITES.map(([name, url, category]) => ({
  id: new URL(url).hostname.replace(/^www\./, ''),
  name: typeof name === 'string' ? { rus: name, uzb: name } : name,
  url,
  category,
}));
