/** News items of July–November 2026. */
import type { news } from './table';

/** Demo news published in the second half of 2026. */
export const NEWS_SECOND_HALF: (typeof news.$inferInsert)[] = [
  {
    title: {
      rus: 'Мобильное приложение TashNet: баланс и оплата в два касания',
      uzb: 'TashNet mobil ilovasi: balans va toʻlov ikki bosishda',
    },
    summary: {
      rus: 'В приложении можно пополнить счёт, сменить тариф, подключить «Бесплатные ночи» и написать в поддержку.',
      uzb: 'Ilovada hisobni toʻldirish, tarifni oʻzgartirish, «Bepul tunlar»ni ulash va yordam xizmatiga yozish mumkin.',
    },
    body: {
      rus: '<p>Приложение <strong>TashNet</strong> доступно в App Store и Google Play.</p><ul><li>баланс, дата следующего списания и история платежей;</li><li>оплата картами Uzcard и Humo;</li><li>смена тарифа и подключение дополнительных услуг;</li><li>чат с технической поддержкой.</li></ul><p>Для входа используйте префикс, логин и пароль из договора.</p>',
      uzb: '<p><strong>TashNet</strong> ilovasi App Store va Google Playʼda mavjud.</p><ul><li>balans, keyingi yechib olish sanasi va toʻlovlar tarixi;</li><li>Uzcard va Humo kartalari bilan toʻlov;</li><li>tarifni oʻzgartirish va qoʻshimcha xizmatlarni ulash;</li><li>texnik yordam bilan chat.</li></ul><p>Kirish uchun shartnomadagi prefiks, login va paroldan foydalaning.</p>',
    },
    image: '/images/news/mobile-app.webp',
    publishedAt: new Date('2026-07-08T10:00:00+05:00'),
  },
  {
    title: {
      rus: 'Роутеры с Wi-Fi 6 теперь можно взять в аренду',
      uzb: 'Wi-Fi 6 routerlarini endi ijaraga olish mumkin',
    },
    summary: {
      rus: 'Аренда двухдиапазонных роутеров — от 25 000 сум в месяц, настройка мастером при подключении бесплатна.',
      uzb: 'Ikki diapazonli routerlar ijarasi — oyiga 25 000 soʻmdan, ulanishda usta tomonidan sozlash bepul.',
    },
    body: {
      rus: '<p>В каталоге появились роутеры с поддержкой <strong>Wi-Fi 6</strong>: они быстрее работают в квартирах с большим количеством устройств и соседних сетей.</p><p>Роутер можно купить или взять в аренду. При аренде замена неисправного устройства — бесплатно.</p>',
      uzb: '<p>Katalogda <strong>Wi-Fi 6</strong> qoʻllab-quvvatlaydigan routerlar paydo boʻldi: ular qurilmalar va qoʻshni tarmoqlar koʻp boʻlgan xonadonlarda tezroq ishlaydi.</p><p>Routerni sotib olish yoki ijaraga olish mumkin. Ijarada nosoz qurilmani almashtirish bepul.</p>',
    },
    image: '/images/news/wifi6-routers.webp',
    publishedAt: new Date('2026-08-04T11:00:00+05:00'),
  },
  {
    title: {
      rus: 'С Днём независимости! График работы 1 сентября',
      uzb: 'Mustaqillik kuni muborak! 1-sentabrdagi ish tartibi',
    },
    summary: {
      rus: '1 сентября офисы продаж закрыты, колл-центр работает круглосуточно.',
      uzb: '1-sentabr kuni savdo ofislari yopiq, call-markaz kecha-kunduz ishlaydi.',
    },
    body: {
      rus: '<p>Поздравляем абонентов с 35-летием независимости Республики Узбекистан!</p><p><strong>1 сентября</strong> офисы продаж не работают, со 2 сентября — обычный график. Техническая поддержка доступна по номеру <strong>+998 71 200 00 00</strong> в любое время.</p>',
      uzb: '<p>Abonentlarni Oʻzbekiston Respublikasi mustaqilligining 35 yilligi bilan tabriklaymiz!</p><p><strong>1-sentabr</strong> kuni savdo ofislari ishlamaydi, 2-sentabrdan — odatiy tartib. Texnik yordam <strong>+998 71 200 00 00</strong> raqami orqali istalgan vaqtda mavjud.</p>',
    },
    image: '/images/news/independence-day.webp',
    publishedAt: new Date('2026-08-28T09:00:00+05:00'),
  },
  {
    title: {
      rus: 'GPON в Янгихаётском районе: до 500 Мбит/с в новостройках',
      uzb: 'Yangihayot tumanida GPON: yangi uylarda 500 Mbit/s gacha',
    },
    summary: {
      rus: 'Новые жилые комплексы Янгихаёта подключены по технологии GPON.',
      uzb: 'Yangihayotdagi yangi turar-joy majmualari GPON texnologiyasi boʻyicha ulandi.',
    },
    body: {
      rus: '<p>Мы построили пассивную оптическую сеть <strong>GPON</strong> в новых жилых комплексах Янгихаётского района. Оптика заведена прямо в квартиру, поэтому скорость не зависит от соседей.</p><ul><li>все домашние тарифы, включая Gamer;</li><li>IPTV и IP-телефония по одному кабелю;</li><li>подключение в течение 24 часов после заявки.</li></ul>',
      uzb: '<p>Yangihayot tumanidagi yangi turar-joy majmualarida passiv optik <strong>GPON</strong> tarmogʻini qurdik. Optika toʻgʻridan-toʻgʻri xonadonga kiritilgan, shuning uchun tezlik qoʻshnilarga bogʻliq emas.</p><ul><li>barcha uy tariflari, jumladan Gamer;</li><li>IPTV va IP-telefoniya bitta kabel orqali;</li><li>ariza berilgandan keyin 24 soat ichida ulanish.</li></ul>',
    },
    image: '/images/news/gpon-yangihayot.webp',
    publishedAt: new Date('2026-10-06T10:00:00+05:00'),
  },
  {
    title: {
      rus: 'Скорость тарифов Orange выросла без изменения цены',
      uzb: 'Orange tariflarining tezligi narx oʻzgarmagan holda oshdi',
    },
    summary: {
      rus: 'Абоненты Orange и Orange Plus получили удвоенную скорость с 01:00 до 13:00.',
      uzb: 'Orange va Orange Plus abonentlari 01:00 dan 13:00 gacha ikki baravar tezlikka ega boʻldi.',
    },
    body: {
      rus: '<p>Благодаря модернизации сети мы повысили скорость тарифов серии <strong>OrangeUZ</strong>:</p><ul><li><a href="/rus/tariff/orange"><strong>Orange</strong></a> — 200 Мбит/с с 01:00 до 13:00;</li><li><a href="/rus/tariff/orange-plus"><strong>Orange Plus</strong></a> — 300 Мбит/с с 01:00 до 13:00.</li></ul><p>Абонентская плата не изменилась, переподключение не требуется.</p>',
      uzb: '<p>Tarmoqni modernizatsiya qilish tufayli <strong>OrangeUZ</strong> seriyasidagi tariflar tezligini oshirdik:</p><ul><li><a href="/uzb/tariff/orange"><strong>Orange</strong></a> — 01:00 dan 13:00 gacha 200 Mbit/s;</li><li><a href="/uzb/tariff/orange-plus"><strong>Orange Plus</strong></a> — 01:00 dan 13:00 gacha 300 Mbit/s.</li></ul><p>Abonent toʻlovi oʻzgarmadi, qayta ulanish talab qilinmaydi.</p>',
    },
    image: '/images/news/orange-speed.webp',
    publishedAt: new Date('2026-11-02T10:00:00+05:00'),
  },
];
