/** Company values. */
import type { TextCard } from '../types';

/** Values shown on the About page. */
export const VALUES: TextCard[] = [
  {
    id: 'honesty',
    title: { rus: 'Честность', uzb: 'Halollik' },
    text: {
      rus: 'Скорость в тарифе — реальная скорость, а в счёте нет скрытых платежей.',
      uzb: 'Tarifdagi tezlik — haqiqiy tezlik, hisobda esa yashirin toʻlovlar yoʻq.',
    },
  },
  {
    id: 'reliability',
    title: { rus: 'Надёжность', uzb: 'Ishonchlilik' },
    text: {
      rus: 'Резервированные магистрали и круглосуточный мониторинг сети с 1996 года.',
      uzb: '1996-yildan beri zaxiralangan magistrallar va tarmoqni kecha-kunduz monitoring qilish.',
    },
  },
  {
    id: 'care',
    title: { rus: 'Забота', uzb: 'Gʻamxoʻrlik' },
    text: {
      rus: 'Поддержка 24/7 на узбекском и русском языках и мастер у вас в течение суток.',
      uzb: 'Oʻzbek va rus tillarida 24/7 yordam va bir sutka ichida usta sizning oldingizda.',
    },
  },
  {
    id: 'development',
    title: { rus: 'Развитие', uzb: 'Rivojlanish' },
    text: {
      rus: 'Каждый год мы расширяем оптическую сеть и внедряем новые технологии — GPON, Wi-Fi 6, IPTV.',
      uzb: 'Har yili optik tarmoqni kengaytiramiz va yangi texnologiyalarni joriy etamiz — GPON, Wi-Fi 6, IPTV.',
    },
  },
];
