/** Documents needed to connect, per technology and kind of customer. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import type { DocumentSet } from '../types';

const PASSPORT: Localized = {
  rus: 'Паспорт или ID-карта владельца квартиры либо прописанного в ней жильца',
  uzb: 'Xonadon egasining yoki unda roʻyxatda turgan yashovchining pasporti yoki ID-kartasi',
};
const LEGAL_BASE: Localized[] = [
  { rus: 'Свидетельство о государственной регистрации', uzb: 'Davlat roʻyxatidan oʻtganlik toʻgʻrisidagi guvohnoma' },
  { rus: 'Банковские реквизиты и ИНН организации', uzb: 'Tashkilotning bank rekvizitlari va STIR' },
  { rus: 'Доверенность на представителя и его паспорт', uzb: 'Vakilga ishonchnoma va uning pasporti' },
  { rus: 'Гарантийное письмо на бланке организации', uzb: 'Tashkilot blankasidagi kafolat xati' },
];

/** Document lists for FTTx/ADSL and individuals/legal entities. */
export const DOCUMENTS: DocumentSet[] = [
  {
    id: 'fttx-individual',
    technology: 'FTTx',
    audience: 'individual',
    items: [
      PASSPORT,
      {
        rus: 'Заявка на подключение (заполняется мастером на месте)',
        uzb: 'Ulanish uchun ariza (usta tomonidan joyida toʻldiriladi)',
      },
    ],
  },
  {
    id: 'fttx-legal',
    technology: 'FTTx',
    audience: 'legal',
    items: [
      ...LEGAL_BASE,
      {
        rus: 'Договор аренды помещения (если офис арендован)',
        uzb: 'Binoni ijaraga olish shartnomasi (agar ofis ijarada boʻlsa)',
      },
    ],
  },
  {
    id: 'adsl-individual',
    technology: 'ADSL',
    audience: 'individual',
    items: [
      PASSPORT,
      {
        rus: 'Документ о подключении городского телефонного номера (квитанция или договор с оператором телефонной связи)',
        uzb: 'Shahar telefon raqami ulanganligi haqidagi hujjat (kvitansiya yoki telefon aloqasi operatori bilan shartnoma)',
      },
      {
        rus: 'Квитанция об отсутствии задолженности за телефон',
        uzb: 'Telefon uchun qarzdorlik yoʻqligi haqida kvitansiya',
      },
    ],
  },
  {
    id: 'adsl-legal',
    technology: 'ADSL',
    audience: 'legal',
    items: [
      ...LEGAL_BASE,
      {
        rus: 'Договор на городской телефонный номер организации',
        uzb: 'Tashkilotning shahar telefon raqami boʻyicha shartnoma',
      },
    ],
  },
];
