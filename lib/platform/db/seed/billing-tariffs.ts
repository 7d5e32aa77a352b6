/** Tariff series and tariffs of the embedded billing (prices in soʻm, speeds in Mbit/s). */
import type { SpeedWindow, tariffSeries, tariffs } from '../schema/billing';
import { TARIFF_TERMS } from './billing-tariff-terms';

type SeriesRow = typeof tariffSeries.$inferInsert;
type TariffRow = typeof tariffs.$inferInsert;
/** Home window pair 13:00–01:00 / 01:00–13:00. */
const dayNight = (day: number, night: number): SpeedWindow[] => [
  { from: '13:00', to: '01:00', speed: day },
  { from: '01:00', to: '13:00', speed: night },
];
/** Home window pair 07:00–21:00 / 21:00–07:00. */
const daytime = (day: number, night: number): SpeedWindow[] => [
  { from: '07:00', to: '21:00', speed: day },
  { from: '21:00', to: '07:00', speed: night },
];
/** Nihol window pair 07:00–19:00 / 19:00–07:00. */
const office = (day: number, night: number): SpeedWindow[] => [
  { from: '07:00', to: '19:00', speed: day },
  { from: '19:00', to: '07:00', speed: night },
];
/** Grand Day window pair 01:00–20:00 / 20:00–01:00. */
const grandDay = (day: number, evening: number): SpeedWindow[] => [
  { from: '01:00', to: '20:00', speed: day },
  { from: '20:00', to: '01:00', speed: evening },
];

const SERIES: Omit<SeriesRow, 'position'>[] = [
  {
    code: 'arbuzuz',
    kind: 'home',
    name: { rus: 'ArbuzUZ', uzb: 'ArbuzUZ' },
    description: {
      rus: 'Недорогие тарифы с пакетом трафика для почты, учёбы и соцсетей. Без платы за регистрацию.',
      uzb: 'Pochta, oʻqish va ijtimoiy tarmoqlar uchun trafik paketli arzon tariflar. Roʻyxatdan oʻtish toʻlovisiz.',
    },
  },
  {
    code: 'mandarinuz',
    kind: 'home',
    name: { rus: 'MandarinUZ', uzb: 'MandarinUZ' },
    description: {
      rus: 'Безлимитный интернет для небольшой семьи с удвоенной скоростью вечером и ночью.',
      uzb: 'Kichik oila uchun kechqurun va tunda ikki baravar tezlikdagi cheksiz internet.',
    },
  },
  {
    code: 'orangeuz',
    kind: 'home',
    name: { rus: 'OrangeUZ', uzb: 'OrangeUZ' },
    description: {
      rus: 'Быстрый безлимит для фильмов в HD и работы из дома. Регистрация — 45 000 сум.',
      uzb: 'HD filmlar va uydan ishlash uchun tezkor cheksiz internet. Roʻyxatdan oʻtish — 45 000 soʻm.',
    },
  },
  {
    code: 'gameruz',
    kind: 'home',
    name: { rus: 'GamerUZ', uzb: 'GamerUZ' },
    description: {
      rus: 'Для геймеров: одинаково высокая скорость днём и ночью и статический IP. Регистрация — 45 000 сум.',
      uzb: 'Geymerlar uchun: kechayu kunduz bir xil yuqori tezlik va statik IP. Roʻyxatdan oʻtish — 45 000 soʻm.',
    },
  },
  {
    code: 'oilaviyuz',
    kind: 'home',
    name: { rus: 'OilaviyUZ', uzb: 'OilaviyUZ' },
    description: {
      rus: 'Семейный тариф для большого числа устройств: ТВ, смартфоны, ноутбуки. Регистрация — 45 000 сум.',
      uzb: 'Koʻp qurilmalar uchun oilaviy tarif: TV, smartfonlar, noutbuklar. Roʻyxatdan oʻtish — 45 000 soʻm.',
    },
  },
  {
    code: 'nihol',
    kind: 'corp',
    name: { rus: 'Nihol', uzb: 'Nihol' },
    description: {
      rus: 'Для малого бизнеса: 50 Мбит/с с 07:00 до 19:00 и 5 Мбит/с с 19:00 до 07:00, безлимит. Индивидуальная цена от 495 000 сум.',
      uzb: 'Kichik biznes uchun: 07:00 dan 19:00 gacha 50 Mbit/s va 19:00 dan 07:00 gacha 5 Mbit/s, cheksiz. Individual narx 495 000 soʻmdan.',
    },
  },
  {
    code: 'grand_day',
    kind: 'corp',
    name: { rus: 'Grand Day', uzb: 'Grand Day' },
    description: {
      rus: 'От 50 до 500 Мбит/с с 01:00 до 20:00 и от 10 до 50 Мбит/с с 20:00 до 01:00, безлимит.',
      uzb: '01:00 dan 20:00 gacha 50 dan 500 Mbit/s gacha va 20:00 dan 01:00 gacha 10 dan 50 Mbit/s gacha, cheksiz.',
    },
  },
  {
    code: 'grand_all',
    kind: 'corp',
    name: { rus: 'Grand All', uzb: 'Grand All' },
    description: {
      rus: 'От 50 до 500 Мбит/с круглосуточно, безлимит.',
      uzb: 'Kecha-kunduz 50 dan 500 Mbit/s gacha, cheksiz.',
    },
  },
  {
    code: 'buyuk_uchlik',
    kind: 'corp',
    name: { rus: 'Buyuk Uchlik', uzb: 'Buyuk Uchlik' },
    description: {
      rus: 'Три услуги в одном договоре: интернет, интерактивное ТВ и IP-телефония (SIP) для офиса — выгоднее, чем по отдельности. Безлимит, статический IP, 2 или 4 городских номера.',
      uzb: 'Bitta shartnomada uchta xizmat: ofis uchun internet, interaktiv TV va IP-telefoniya (SIP) — alohida olishdan foydaliroq. Cheksiz, statik IP, 2 yoki 4 ta shahar raqami.',
    },
  },
];

/** Home and corporate tariff series, in display order. */
export const TARIFF_SERIES: SeriesRow[] = SERIES.map((series, position) => ({ ...series, position }));

const HOME_TARIFFS: Omit<TariffRow, 'kind' | 'position'>[] = [
  {
    code: 'arbuz',
    series: 'arbuzuz',
    name: { rus: 'Arbuz', uzb: 'Arbuz' },
    speed: 20,
    speedTasix: 100,
    speedWindows: dayNight(20, 40),
    limitGb: 150,
    abonPrice: 99000,
    registrationFee: 0,
  },
  {
    code: 'arbuz-plus',
    series: 'arbuzuz',
    name: { rus: 'Arbuz Plus', uzb: 'Arbuz Plus' },
    speed: 40,
    speedTasix: 100,
    speedWindows: dayNight(40, 80),
    limitGb: 300,
    abonPrice: 129000,
    registrationFee: 0,
  },
  {
    code: 'mandarin',
    series: 'mandarinuz',
    name: { rus: 'Mandarin', uzb: 'Mandarin' },
    speed: 50,
    speedTasix: 100,
    speedWindows: daytime(50, 100),
    limitGb: null,
    abonPrice: 149000,
    registrationFee: 0,
  },
  {
    code: 'orange',
    series: 'orangeuz',
    name: { rus: 'Orange', uzb: 'Orange' },
    speed: 100,
    speedTasix: 200,
    speedWindows: dayNight(100, 200),
    limitGb: null,
    abonPrice: 179000,
    registrationFee: 45000,
  },
  {
    code: 'orange-plus',
    series: 'orangeuz',
    name: { rus: 'Orange Plus', uzb: 'Orange Plus' },
    speed: 200,
    speedTasix: 300,
    speedWindows: dayNight(200, 300),
    limitGb: null,
    abonPrice: 229000,
    registrationFee: 45000,
  },
  {
    code: 'gamer',
    series: 'gameruz',
    name: { rus: 'Gamer', uzb: 'Gamer' },
    speed: 300,
    speedTasix: 500,
    speedWindows: daytime(300, 300),
    limitGb: null,
    abonPrice: 299000,
    registrationFee: 45000,
  },
  {
    code: 'oilaviy',
    series: 'oilaviyuz',
    name: { rus: 'Oilaviy', uzb: 'Oilaviy' },
    speed: 150,
    speedTasix: 300,
    speedWindows: dayNight(150, 250),
    limitGb: null,
    abonPrice: 249000,
    registrationFee: 45000,
  },
];

const CORP_TARIFFS: Omit<TariffRow, 'kind' | 'position'>[] = [
  {
    code: 'nihol',
    series: 'nihol',
    name: { rus: 'Nihol', uzb: 'Nihol' },
    speed: 50,
    speedTasix: 100,
    speedWindows: office(50, 5),
    abonPrice: null,
    individualPriceFrom: 495000,
  },
  {
    code: 'nihol-tasix',
    series: 'nihol',
    name: { rus: 'Nihol TAS-IX+', uzb: 'Nihol TAS-IX+' },
    speed: 50,
    speedTasix: 500,
    speedWindows: office(50, 5),
    abonPrice: null,
    individualPriceFrom: 495000,
  },
  {
    code: 'grand-day-50',
    series: 'grand_day',
    name: { rus: 'Grand Day 50', uzb: 'Grand Day 50' },
    speed: 50,
    speedTasix: 200,
    speedWindows: grandDay(50, 10),
    abonPrice: 690000,
  },
  {
    code: 'grand-day-200',
    series: 'grand_day',
    name: { rus: 'Grand Day 200', uzb: 'Grand Day 200' },
    speed: 200,
    speedTasix: 500,
    speedWindows: grandDay(200, 30),
    abonPrice: 1490000,
  },
  {
    code: 'grand-day-500',
    series: 'grand_day',
    name: { rus: 'Grand Day 500', uzb: 'Grand Day 500' },
    speed: 500,
    speedTasix: 1000,
    speedWindows: grandDay(500, 50),
    abonPrice: 2990000,
  },
  {
    code: 'grand-all-50',
    series: 'grand_all',
    name: { rus: 'Grand All 50', uzb: 'Grand All 50' },
    speed: 50,
    speedTasix: 200,
    abonPrice: 990000,
  },
  {
    code: 'grand-all-200',
    series: 'grand_all',
    name: { rus: 'Grand All 200', uzb: 'Grand All 200' },
    speed: 200,
    speedTasix: 500,
    abonPrice: 2490000,
  },
  {
    code: 'grand-all-500',
    series: 'grand_all',
    name: { rus: 'Grand All 500', uzb: 'Grand All 500' },
    speed: 500,
    speedTasix: 1000,
    abonPrice: 4990000,
  },
  {
    code: 'buyuk-uchlik-50',
    series: 'buyuk_uchlik',
    name: { rus: 'Buyuk Uchlik 50', uzb: 'Buyuk Uchlik 50' },
    speed: 50,
    speedTasix: 200,
    abonPrice: 890000,
    channelPackage: 'standart',
  },
  {
    code: 'buyuk-uchlik-100',
    series: 'buyuk_uchlik',
    name: { rus: 'Buyuk Uchlik 100', uzb: 'Buyuk Uchlik 100' },
    speed: 100,
    speedTasix: 500,
    abonPrice: 1490000,
    channelPackage: 'vip',
  },
];

const TV_TARIFFS: Omit<TariffRow, 'kind' | 'position' | 'speed' | 'speedTasix'>[] = [
  { code: 'tv-start', name: { rus: 'Start', uzb: 'Start' }, abonPrice: 29000, channelPackage: 'standart' },
  { code: 'tv-comfort', name: { rus: 'Comfort', uzb: 'Comfort' }, abonPrice: 39000, channelPackage: 'standart' },
  { code: 'tv-optima', name: { rus: 'Optima', uzb: 'Optima' }, abonPrice: 49000, channelPackage: 'standart' },
  { code: 'tv-stream', name: { rus: 'Stream', uzb: 'Stream' }, abonPrice: 59000, channelPackage: 'standart' },
  { code: 'tv-vip', name: { rus: 'VIP', uzb: 'VIP' }, abonPrice: 99000, channelPackage: 'vip' },
];

/** All tariffs with their facts-label terms: home, corporate, then TV; `position` gives the display order. */
export const TARIFFS: TariffRow[] = [
  ...HOME_TARIFFS.map((t) => ({ ...t, kind: 'home' as const })),
  ...CORP_TARIFFS.map((t) => ({ ...t, kind: 'corp' as const })),
  ...TV_TARIFFS.map((t) => ({ ...t, kind: 'tv' as const, series: null, speed: 0, speedTasix: 0 })),
].map((tariff, position) => ({ ...tariff, ...TARIFF_TERMS[tariff.code], position }));
