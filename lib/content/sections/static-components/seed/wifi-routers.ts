/** Wi-Fi routers offered for sale or rent (prices in soʻm). */
import type { WifiRouter } from '../types';

/** The router catalogue, six models. */
export const WIFI_ROUTERS: WifiRouter[] = [
  {
    id: 'archer-c6',
    title: 'TP-Link Archer C6',
    image: '/images/routers/archer-c6.webp',
    characteristics: [
      { rus: 'Wi-Fi 5 (802.11ac), до 1200 Мбит/с', uzb: 'Wi-Fi 5 (802.11ac), 1200 Mbit/s gacha' },
      { rus: 'Два диапазона: 2,4 и 5 ГГц', uzb: 'Ikki diapazon: 2,4 va 5 GGs' },
      { rus: '4 гигабитных порта LAN', uzb: '4 ta gigabitli LAN porti' },
      { rus: 'Технология MU-MIMO, 4 антенны', uzb: 'MU-MIMO texnologiyasi, 4 ta antenna' },
    ],
    prices: { buy: 349000 },
    plate: 'hit',
  },
  {
    id: 'archer-ax23',
    title: 'TP-Link Archer AX23',
    image: '/images/routers/archer-ax23.webp',
    characteristics: [
      { rus: 'Wi-Fi 6 (802.11ax), до 1800 Мбит/с', uzb: 'Wi-Fi 6 (802.11ax), 1800 Mbit/s gacha' },
      { rus: 'Технология OFDMA для множества устройств', uzb: 'Koʻp qurilmalar uchun OFDMA texnologiyasi' },
      { rus: '4 гигабитных порта LAN', uzb: '4 ta gigabitli LAN porti' },
      { rus: 'Поддержка EasyMesh', uzb: 'EasyMesh qoʻllab-quvvatlanadi' },
    ],
    prices: { buy: 399000 },
    plate: 'soon',
  },
  {
    id: 'xiaomi-ax3000t',
    title: 'Xiaomi Router AX3000T',
    image: '/images/routers/xiaomi-ax3000t.webp',
    characteristics: [
      { rus: 'Wi-Fi 6, до 3000 Мбит/с', uzb: 'Wi-Fi 6, 3000 Mbit/s gacha' },
      { rus: 'Покрытие квартиры до 120 м²', uzb: '120 m² gacha xonadonni qamrab oladi' },
      { rus: '3 порта LAN и 1 порт WAN, все гигабитные', uzb: '3 ta LAN va 1 ta WAN porti, barchasi gigabitli' },
      { rus: 'Управление через приложение Mi Home', uzb: 'Mi Home ilovasi orqali boshqarish' },
    ],
    prices: { buy: 399000 },
    plate: null,
  },
  {
    id: 'keenetic-speedster',
    title: 'Keenetic Speedster',
    image: '/images/routers/keenetic-speedster.webp',
    characteristics: [
      { rus: 'Wi-Fi 5 Mesh, до 1267 Мбит/с', uzb: 'Wi-Fi 5 Mesh, 1267 Mbit/s gacha' },
      { rus: 'Гигабитные порты и поддержка IPTV', uzb: 'Gigabitli portlar va IPTV qoʻllab-quvvatlanishi' },
      {
        rus: 'Встроенный межсетевой экран и родительский контроль',
        uzb: 'Oʻrnatilgan tarmoqlararo ekran va ota-ona nazorati',
      },
      { rus: 'Бесплатная замена при аренде', uzb: 'Ijarada bepul almashtirish' },
    ],
    prices: { buy: 399000, rentPerMonth: 40000 },
    plate: 'hit',
  },
  {
    id: 'archer-c64',
    title: 'TP-Link Archer C64',
    image: '/images/routers/archer-c64.webp',
    characteristics: [
      { rus: 'Wi-Fi 5, до 1200 Мбит/с', uzb: 'Wi-Fi 5, 1200 Mbit/s gacha' },
      { rus: 'Два диапазона: 2,4 и 5 ГГц', uzb: 'Ikki diapazon: 2,4 va 5 GGs' },
      { rus: '4 гигабитных порта LAN', uzb: '4 ta gigabitli LAN porti' },
      { rus: 'Гостевая сеть и родительский контроль', uzb: 'Mehmon tarmogʻi va ota-ona nazorati' },
    ],
    prices: { buy: 299000, rentPerMonth: 25000 },
    plate: 'ending',
  },
  {
    id: 'tenda-ac10',
    title: 'Tenda AC10',
    image: '/images/routers/tenda-ac10.webp',
    characteristics: [
      { rus: 'Wi-Fi 5, до 1167 Мбит/с', uzb: 'Wi-Fi 5, 1167 Mbit/s gacha' },
      { rus: '4 внешние антенны с усилением 6 дБи', uzb: '6 dBi kuchaytirishli 4 ta tashqi antenna' },
      { rus: '3 гигабитных порта LAN', uzb: '3 ta gigabitli LAN porti' },
      { rus: 'Режим энергосбережения', uzb: 'Energiya tejash rejimi' },
    ],
    prices: { buy: 299000, rentPerMonth: 25000 },
    plate: null,
  },
];
