/** 'Why us' cards of the corporate landing page. */
import type { TextCard } from '../types';

/** Reasons to choose the company for business. */
export const CORPORATE_REASONS: TextCard[] = [
  {
    id: 'real_speed',
    title: { rus: 'Заявленная скорость — реальная', uzb: 'Eʼlon qilingan tezlik — haqiqiy' },
    text: {
      rus: 'Мы гарантируем скорость из договора в любое время суток и подтверждаем её отчётами мониторинга.',
      uzb: 'Shartnomadagi tezlikni sutkaning istalgan vaqtida kafolatlaymiz va monitoring hisobotlari bilan tasdiqlaymiz.',
    },
  },
  {
    id: 'support_24_7',
    title: { rus: 'Поддержка 24/7', uzb: '24/7 qoʻllab-quvvatlash' },
    text: {
      rus: 'Выделенная линия для корпоративных клиентов и выезд инженера в течение 4 часов.',
      uzb: 'Korporativ mijozlar uchun ajratilgan liniya va muhandisning 4 soat ichida chiqishi.',
    },
  },
  {
    id: 'static_ip',
    title: { rus: 'Статический IP для всех клиентов', uzb: 'Barcha mijozlar uchun statik IP' },
    text: {
      rus: 'Каждое корпоративное подключение получает статический IP-адрес без доплаты.',
      uzb: 'Har bir korporativ ulanish qoʻshimcha toʻlovsiz statik IP-manzil oladi.',
    },
  },
  {
    id: 'experience',
    title: { rus: 'С 1996 года', uzb: '1996-yildan beri' },
    text: {
      rus: 'Собственная оптическая сеть во всех районах Ташкента и опыт подключения тысяч офисов.',
      uzb: 'Toshkentning barcha tumanlarida oʻz optik tarmogʻimiz va minglab ofislarni ulash tajribasi.',
    },
  },
];
