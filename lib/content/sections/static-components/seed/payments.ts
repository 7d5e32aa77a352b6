/** The other ways to pay besides the online checkout: cashier, terminals, wallets and cards. */
import type { TextCard } from '../types';

/** Alternative ways to pay: cashier, terminals, wallets and cards. */
export const PAYMENT_ALTERNATIVES: TextCard[] = [
  {
    id: 'cashier',
    title: { rus: 'Касса компании', uzb: 'Kompaniya kassasi' },
    text: {
      rus: 'Оплата наличными или картой в любом офисе продаж, пн–пт с 9:00 до 18:00. Назовите префикс и логин.',
      uzb: 'Istalgan savdo ofisida naqd pul yoki karta bilan toʻlov, dushanba–juma 9:00 dan 18:00 gacha. Prefiks va loginni ayting.',
    },
  },
  {
    id: 'terminals',
    title: { rus: 'Платёжные терминалы', uzb: 'Toʻlov terminallari' },
    text: {
      rus: 'Терминалы Paynet в магазинах и торговых центрах города: раздел «Интернет-провайдеры» → TashNet. Зачисление в течение нескольких минут.',
      uzb: 'Shahar doʻkonlari va savdo markazlaridagi Paynet terminallari: «Internet-provayderlar» boʻlimi → TashNet. Bir necha daqiqada hisobga tushadi.',
    },
  },
  {
    id: 'wallets',
    title: { rus: 'Кошельки и банковские карты', uzb: 'Hamyonlar va bank kartalari' },
    text: {
      rus: 'Приложения Payme, Click, Uzum, Oson и Apelsin, а также мобильные банки с картами Uzcard и Humo — без комиссии.',
      uzb: 'Payme, Click, Uzum, Oson va Apelsin ilovalari, shuningdek Uzcard va Humo kartali mobil banklar — komissiyasiz.',
    },
  },
];
