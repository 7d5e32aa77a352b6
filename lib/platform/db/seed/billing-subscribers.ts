/** Demo subscriber accounts and the application poll of the embedded billing. */
import type { applicationPoll, subscribers } from '../schema/billing';

/** Subscriber accounts for express payment; the first three are relied on by tests. */
export const SUBSCRIBERS: (typeof subscribers.$inferInsert)[] = [
  {
    prefix: 'x',
    login: '100001',
    technology: 'FTTx',
    holder: 'Алишер Каримов',
    tariffCode: 'orange',
    status: 'active',
  },
  {
    prefix: 'he',
    login: '200002',
    technology: 'ADSL',
    holder: 'Нодира Юсупова',
    tariffCode: 'arbuz',
    status: 'active',
  },
  {
    prefix: 'ge',
    login: '300003',
    technology: 'GPON',
    holder: 'Bobur Rahimov',
    tariffCode: 'mandarin',
    status: 'blocked',
  },
  {
    prefix: 'c',
    login: '400004',
    technology: 'FTTx',
    holder: 'ООО «Шарк Савдо»',
    tariffCode: 'grand-day-50',
    status: 'active',
  },
  { prefix: 'tv', login: '500005', technology: 'IPTV', holder: 'Дилшод Азимов', tariffCode: null, status: 'active' },
  { prefix: 's', login: '600006', technology: 'SIP', holder: 'Малика Хасанова', tariffCode: null, status: 'active' },
  {
    prefix: 'ipc',
    login: '700007',
    technology: 'IP-camera',
    holder: 'Sardor Tursunov',
    tariffCode: null,
    status: 'blocked',
  },
];

/** Answers to 'how did you hear about us'. */
export const APPLICATION_POLL: (typeof applicationPoll.$inferInsert)[] = [
  { code: 'friends', label: { rus: 'От друзей или соседей', uzb: 'Doʻstlar yoki qoʻshnilardan' } },
  { code: 'internet', label: { rus: 'Реклама в интернете', uzb: 'Internetdagi reklama' } },
  {
    code: 'social',
    label: { rus: 'Социальные сети (Telegram, Instagram)', uzb: 'Ijtimoiy tarmoqlar (Telegram, Instagram)' },
  },
  { code: 'outdoor', label: { rus: 'Наружная реклама', uzb: 'Tashqi reklama' } },
  { code: 'flyer', label: { rus: 'Листовка или объявление в подъезде', uzb: 'Varaqa yoki kirish yoʻlagidagi eʼlon' } },
  { code: 'other', label: { rus: 'Другое', uzb: 'Boshqa' } },
].map((answer, position) => ({ ...answer, position }));
