/** Main, footer and corporate slider banners. */
import type { slides } from './table';

/** Slides of all three sliders; `position` orders them inside each type. */
export const SLIDES: (typeof slides.$inferInsert)[] = [
  {
    type: 'main',
    title: { rus: 'Тариф Gamer — пинг, которому завидуют', uzb: 'Gamer tarifi — hamma havas qiladigan ping' },
    subtitle: {
      rus: 'До 300 Мбит/с днём и ночью, приоритет игрового трафика и статический IP в подарок',
      uzb: 'Kechayu kunduz 300 Mbit/s gacha, oʻyin trafigiga ustuvorlik va sovgʻa sifatida statik IP',
    },
    image: '/images/slides/main-gamer.webp',
    mobileImage: '/images/slides/main-gamer-mobile.webp',
    href: '/tariff',
    position: 0,
  },
  {
    type: 'main',
    title: { rus: 'Бесплатные ночи', uzb: 'Bepul tunlar' },
    subtitle: {
      rus: 'С 01:00 до 07:00 интернет без ограничений по трафику — качайте фильмы и обновления ночью',
      uzb: '01:00 dan 07:00 gacha trafik cheklovisiz internet — filmlar va yangilanishlarni tunda yuklab oling',
    },
    image: '/images/slides/main-free-nights.webp',
    mobileImage: '/images/slides/main-free-nights-mobile.webp',
    href: '/additional_services/free_nights',
    position: 1,
  },
  {
    type: 'main',
    title: { rus: 'Приведи соседа', uzb: 'Qoʻshningni olib kel' },
    subtitle: {
      rus: 'Вернём на ваш счёт до 100% абонентской платы соседа, который подключится по вашей рекомендации',
      uzb: 'Tavsiyangiz bilan ulangan qoʻshningiz abonent toʻlovining 100% gacha qismini hisobingizga qaytaramiz',
    },
    image: '/images/slides/main-neighbour.webp',
    mobileImage: '/images/slides/main-neighbour-mobile.webp',
    href: '/additional_services/neighbour',
    position: 2,
  },
  {
    type: 'footer',
    title: { rus: 'Интерактивное ТВ', uzb: 'Interaktiv TV' },
    subtitle: {
      rus: 'Пакеты «Стандарт» и VIP, архив передач и пауза эфира — на телевизоре и смартфоне',
      uzb: '«Standart» va VIP paketlari, koʻrsatuvlar arxivi va efirni toʻxtatib turish — televizor va smartfonda',
    },
    image: '/images/slides/footer-iptv.webp',
    href: '/additional_services/iptv',
    position: 0,
  },
  {
    type: 'footer',
    title: { rus: 'Wi-Fi роутер в аренду', uzb: 'Wi-Fi router ijaraga' },
    subtitle: {
      rus: 'Современный двухдиапазонный роутер от 25 000 сум в месяц с настройкой мастером',
      uzb: 'Zamonaviy ikki diapazonli router oyiga 25 000 soʻmdan, usta tomonidan sozlab beriladi',
    },
    image: '/images/slides/footer-routers.webp',
    href: '/additional_services/wifi_routers',
    position: 1,
  },
  {
    type: 'corp',
    title: { rus: 'Статический IP для каждого клиента', uzb: 'Har bir mijoz uchun statik IP' },
    subtitle: {
      rus: 'Доступ к видеонаблюдению, серверам и 1С из любой точки — без доплат на всех корпоративных тарифах',
      uzb: 'Videokuzatuv, serverlar va 1C ga istalgan joydan kirish — barcha korporativ tariflarda qoʻshimcha toʻlovsiz',
    },
    image: '/images/slides/corp-static-ip.webp',
    href: '/corporate/internet',
    position: 0,
  },
  {
    type: 'corp',
    title: { rus: 'Grand All — до 500 Мбит/с для бизнеса', uzb: 'Grand All — biznes uchun 500 Mbit/s gacha' },
    subtitle: {
      rus: 'Заявленная скорость круглые сутки, безлимит и поддержка 24/7',
      uzb: 'Eʼlon qilingan tezlik kun boʻyi, cheksiz trafik va 24/7 qoʻllab-quvvatlash',
    },
    image: '/images/slides/corp-grand.webp',
    href: '/tariff/series/grand_all',
    position: 1,
  },
];
