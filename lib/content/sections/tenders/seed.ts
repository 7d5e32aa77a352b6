/** Tenders: only one old, closed tender, so the public page shows its empty state. */
import type { tenders } from './table';

/** The single archived tender of the demo data. */
export const TENDERS: (typeof tenders.$inferInsert)[] = [
  {
    tenderNumber: 'T-2025/014',
    purchaseTitle: {
      rus: 'Поставка оптических терминалов GPON (ONT)',
      uzb: 'GPON optik terminallarini (ONT) yetkazib berish',
    },
    purchaseType: { rus: 'Открытый конкурс', uzb: 'Ochiq tanlov' },
    customer: { rus: 'ООО «TashNet»', uzb: '«TashNet» MChJ' },
    sponsor: { rus: 'Собственные средства', uzb: 'Oʻz mablagʻlari' },
    publishDate: '2025-03-03',
    startDate: '2025-03-03',
    endDate: '2025-03-24',
    lot: {
      rus: 'Лот 1: абонентские терминалы GPON с Wi-Fi 802.11ac, 4 порта LAN, 1 порт POTS',
      uzb: 'Lot 1: Wi-Fi 802.11ac, 4 ta LAN porti, 1 ta POTS portiga ega GPON abonent terminallari',
    },
    vol: '2000 шт. / 2000 dona',
    deliveryTime: {
      rus: 'В течение 45 дней после подписания договора',
      uzb: 'Shartnoma imzolangandan keyin 45 kun ichida',
    },
    deliveryCondition: {
      rus: 'DAP Ташкент, склад заказчика, ул. Катартал',
      uzb: 'DAP Toshkent, buyurtmachi ombori, Qatortol koʻchasi',
    },
    filename: [{ name: 'tender-2025-014.pdf', label: 'Техническое задание / Texnik topshiriq' }],
    contact: {
      rus: 'Отдел закупок: tender@tashnet.uz, +998 71 200 00 07',
      uzb: 'Xaridlar boʻlimi: tender@tashnet.uz, +998 71 200 00 07',
    },
    active: false,
  },
];
