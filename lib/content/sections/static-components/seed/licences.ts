/** Licences held by the company. */
import type { Licence } from '../types';

/** The three licences shown on the About page. */
export const LICENCES: Licence[] = [
  {
    id: 'tv-distribution',
    description: {
      rus: 'Лицензия на распространение телерадиопрограмм (IPTV)',
      uzb: 'Teleradiodasturlarni tarqatish litsenziyasi (IPTV)',
    },
    date: '31.05.2022',
    validity: { rus: 'до 31.05.2027 (5 лет)', uzb: '31.05.2027 gacha (5 yil)' },
  },
  {
    id: 'telecom-networks',
    description: {
      rus: 'Лицензия на проектирование, строительство, эксплуатацию и оказание услуг сетей телекоммуникаций',
      uzb: 'Telekommunikatsiya tarmoqlarini loyihalash, qurish, ulardan foydalanish va xizmatlar koʻrsatish litsenziyasi',
    },
    date: '28.04.2022',
    validity: { rus: 'бессрочно', uzb: 'muddatsiz' },
  },
  {
    id: 'local-telecom',
    description: {
      rus: 'Лицензия на оказание услуг местной телефонной связи (IP-телефония)',
      uzb: 'Mahalliy telefon aloqasi xizmatlarini koʻrsatish litsenziyasi (IP-telefoniya)',
    },
    date: '01.09.2021',
    validity: { rus: 'бессрочно', uzb: 'muddatsiz' },
  },
];
