/** Sales offices (B2C) and corporate sales offices (B2B); coordinates place each on the map links. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import type { Office } from '../types';

const WEEKDAYS: Localized = { rus: 'Пн–Пт 9:00–18:00', uzb: 'Dushanba–juma 9:00–18:00' };

/** Offices in display order, B2C first. */
export const OFFICES: Office[] = [
  {
    id: 'chilonzor',
    group: 'b2c',
    name: { rus: 'Офис продаж «Чиланзар»', uzb: '«Chilonzor» savdo ofisi' },
    address: {
      rus: 'г. Ташкент, Чиланзарский район, ул. Бунёдкор, 15 (ориентир: метро «Новза»)',
      uzb: 'Toshkent sh., Chilonzor tumani, Bunyodkor shoh koʻchasi, 15 (moʻljal: «Novza» metrosi)',
    },
    schedule: WEEKDAYS,
    email: 'chilonzor@tashnet.uz',
    phones: ['+998 71 200 00 00', '+998 71 200 00 11'],
    postalIndex: '100115',
    coordinates: { lat: 41.2926, lon: 69.2234 },
  },
  {
    id: 'yunusobod',
    group: 'b2c',
    name: { rus: 'Офис продаж «Юнусабад»', uzb: '«Yunusobod» savdo ofisi' },
    address: {
      rus: 'г. Ташкент, Юнусабадский район, 4-квартал, ул. Амира Темура, 107Б',
      uzb: 'Toshkent sh., Yunusobod tumani, 4-mavze, Amir Temur shoh koʻchasi, 107B',
    },
    schedule: WEEKDAYS,
    email: 'yunusobod@tashnet.uz',
    phones: ['+998 71 200 00 00', '+998 71 200 00 12'],
    postalIndex: '100084',
    coordinates: { lat: 41.3403, lon: 69.2857 },
  },
  {
    id: 'sergeli',
    group: 'b2c',
    name: { rus: 'Офис продаж «Сергели»', uzb: '«Sergeli» savdo ofisi' },
    address: {
      rus: 'г. Ташкент, Сергелийский район, 7-квартал, ул. Янги Сергели, 3',
      uzb: 'Toshkent sh., Sergeli tumani, 7-mavze, Yangi Sergeli koʻchasi, 3',
    },
    schedule: WEEKDAYS,
    email: 'sergeli@tashnet.uz',
    phones: ['+998 71 200 00 00', '+998 71 200 00 13'],
    postalIndex: '100022',
    coordinates: { lat: 41.2247, lon: 69.2187 },
  },
  {
    id: 'olmazor',
    group: 'b2c',
    name: { rus: 'Офис продаж «Алмазар»', uzb: '«Olmazor» savdo ofisi' },
    address: {
      rus: 'г. Ташкент, Алмазарский район, ул. Фараби, 41',
      uzb: 'Toshkent sh., Olmazor tumani, Farobiy koʻchasi, 41',
    },
    schedule: WEEKDAYS,
    email: 'olmazor@tashnet.uz',
    phones: ['+998 71 200 00 00', '+998 71 200 00 14'],
    postalIndex: '100174',
    coordinates: { lat: 41.3446, lon: 69.2056 },
  },
  {
    id: 'b2b-center',
    group: 'b2b',
    name: { rus: 'Корпоративный отдел продаж', uzb: 'Korporativ savdo boʻlimi' },
    address: {
      rus: 'г. Ташкент, Мирабадский район, ул. Амира Темура, 24, 3-й этаж',
      uzb: 'Toshkent sh., Mirobod tumani, Amir Temur shoh koʻchasi, 24, 3-qavat',
    },
    schedule: WEEKDAYS,
    email: 'b2b@tashnet.uz',
    phones: ['+998 71 200 00 20', '+998 71 200 00 21'],
    postalIndex: '100000',
    coordinates: { lat: 41.3146, lon: 69.2814 },
  },
  {
    id: 'b2b-mirzo-ulugbek',
    group: 'b2b',
    name: { rus: 'Корпоративный офис «Буюк Ипак Йули»', uzb: '«Buyuk Ipak yoʻli» korporativ ofisi' },
    address: {
      rus: 'г. Ташкент, Мирзо-Улугбекский район, ул. Буюк Ипак Йули, 68',
      uzb: 'Toshkent sh., Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 68',
    },
    schedule: WEEKDAYS,
    email: 'corporate@tashnet.uz',
    phones: ['+998 71 200 00 22'],
    postalIndex: '100077',
    coordinates: { lat: 41.3266, lon: 69.3291 },
  },
];
