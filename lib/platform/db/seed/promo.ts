/** Promo codes accepted in connection requests. */
import type { promoCodes } from '../schema/visitors';

/** Demo promo codes: one valid, one expired. */
export const PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  {
    code: 'WELCOME2026',
    description: {
      rus: 'Первый месяц интернета бесплатно для новых абонентов',
      uzb: 'Yangi abonentlar uchun birinchi oy internet bepul',
    },
    validFrom: new Date('2026-01-01T00:00:00+05:00'),
    validTo: new Date('2027-12-31T23:59:59+05:00'),
  },
  {
    code: 'OLDPROMO',
    description: {
      rus: 'Скидка 50% на подключение (акция 2024 года завершена)',
      uzb: 'Ulanishga 50% chegirma (2024-yilgi aksiya yakunlangan)',
    },
    validFrom: new Date('2024-01-01T00:00:00+05:00'),
    validTo: new Date('2025-01-01T00:00:00+05:00'),
  },
];
