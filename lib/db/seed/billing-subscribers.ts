/** Demo subscriber accounts and the application poll of the embedded billing. */
import type { applicationPoll, subscribers } from '../schema/billing';

/** Subscriber accounts for express payment; the first three are relied on by tests. */
export const SUBSCRIBERS: (typeof subscribers.$inferInsert)[] = [
  { prefix: 'x', login: '100001', technology: 'FTTx', status: 'active' },
  { prefix: 'he', login: '200002', technology: 'ADSL', status: 'active' },
  { prefix: 'ge', login: '300003', technology: 'GPON', status: 'blocked' },
  { prefix: 'c', login: '400004', technology: 'FTTx', status: 'active' },
  { prefix: 'tv', login: '500005', technology: 'IPTV', status: 'active' },
  { prefix: 's', login: '600006', technology: 'SIP', status: 'active' },
  { prefix: 'ipc', login: '700007', technology: 'IP-camera', status: 'blocked' },
];

/** Answers to 'how did you hear about us'. */
export const APPLICATION_POLL: (typeof applicationPoll.$inferInsert)[] = [
  { code: 'friends', label: { rus: 'От друзей или соседей', uzb: "Do'stlar yoki qo'shnilardan" } },
  { code: 'internet', label: { rus: 'Реклама в интернете', uzb: 'Internetdagi reklama' } },
  {
    code: 'social',
    label: { rus: 'Социальные сети (Telegram, Instagram)', uzb: 'Ijtimoiy tarmoqlar (Telegram, Instagram)' },
  },
  { code: 'outdoor', label: { rus: 'Наружная реклама', uzb: 'Tashqi reklama' } },
  { code: 'flyer', label: { rus: 'Листовка или объявление в подъезде', uzb: "Varaqa yoki kirish yo'lagidagi e'lon" } },
  { code: 'other', label: { rus: 'Другое', uzb: 'Boshqa' } },
].map((answer, position) => ({ ...answer, position }));
