/** Smart speakers offered for sale (prices in soʻm). */
import type { SmartSpeaker } from '../types';

/** The smart speaker catalogue, three models. */
export const SMART_SPEAKERS: SmartSpeaker[] = [
  {
    id: 'station-lite',
    title: 'Yandex Station Lite',
    subtitle: { rus: 'Компактная колонка с Алисой', uzb: 'Alisa bilan ixcham kolonka' },
    image: '/images/speakers/station-lite.webp',
    model: 'YNDX-00025',
    color: { rus: 'Фиолетовый', uzb: 'Binafsha' },
    characteristics: [
      { rus: 'Голосовой помощник Алиса', uzb: 'Alisa ovozli yordamchisi' },
      { rus: 'Звук 5 Вт', uzb: 'Ovoz 5 Vt' },
      {
        rus: 'Управление умными лампами и розетками по Wi-Fi',
        uzb: 'Wi-Fi orqali aqlli lampalar va rozetkalarni boshqarish',
      },
    ],
    specs: {
      interfaces: { rus: 'Wi-Fi 2,4 ГГц, Bluetooth 5.0', uzb: 'Wi-Fi 2,4 GGs, Bluetooth 5.0' },
      power: { rus: 'Блок питания 5 В / 2 А', uzb: 'Quvvat bloki 5 V / 2 A' },
      control: { rus: 'Голосом и сенсорными кнопками', uzb: 'Ovoz va sensorli tugmalar orqali' },
      size: { rus: '88 × 88 × 50 мм', uzb: '88 × 88 × 50 mm' },
      smartHome: { rus: 'Устройства умного дома с Wi-Fi', uzb: 'Wi-Fi li aqlli uy qurilmalari' },
      microphones: { rus: '4 микрофона', uzb: '4 ta mikrofon' },
      zigbee: { rus: 'Нет', uzb: 'Yoʻq' },
      sound: { rus: '5 Вт, моно', uzb: '5 Vt, mono' },
    },
    prices: { buy: 795000 },
  },
  {
    id: 'station-mini',
    title: 'Yandex Station Mini',
    subtitle: { rus: 'Умная колонка с часами и будильником', uzb: 'Soat va budilnikli aqlli kolonka' },
    image: '/images/speakers/station-mini.webp',
    model: 'YNDX-00020',
    color: { rus: 'Чёрный', uzb: 'Qora' },
    characteristics: [
      { rus: 'LED-дисплей с часами', uzb: 'Soatli LED-displey' },
      { rus: 'Звук 10 Вт', uzb: 'Ovoz 10 Vt' },
      { rus: 'Управление жестами', uzb: 'Imo-ishoralar bilan boshqarish' },
    ],
    specs: {
      interfaces: { rus: 'Wi-Fi 2,4/5 ГГц, Bluetooth 5.0, AUX', uzb: 'Wi-Fi 2,4/5 GGs, Bluetooth 5.0, AUX' },
      power: { rus: 'Блок питания 15 Вт', uzb: '15 Vt quvvat bloki' },
      control: { rus: 'Голосом, жестами и кнопками', uzb: 'Ovoz, imo-ishoralar va tugmalar orqali' },
      size: { rus: '97 × 97 × 53 мм', uzb: '97 × 97 × 53 mm' },
      smartHome: { rus: 'Устройства умного дома с Wi-Fi', uzb: 'Wi-Fi li aqlli uy qurilmalari' },
      microphones: { rus: '4 микрофона', uzb: '4 ta mikrofon' },
      zigbee: { rus: 'Нет', uzb: 'Yoʻq' },
      sound: { rus: '10 Вт, моно', uzb: '10 Vt, mono' },
    },
    prices: { buy: 1280000 },
  },
  {
    id: 'station-max',
    title: 'Yandex Station Max',
    subtitle: { rus: 'Домашний медиацентр с мощным звуком', uzb: 'Kuchli ovozli uy media-markazi' },
    image: '/images/speakers/station-max.webp',
    model: 'YNDX-00053',
    color: { rus: 'Графитовый', uzb: 'Grafit' },
    characteristics: [
      { rus: 'Звук 65 Вт с глубокими басами', uzb: 'Chuqur basli 65 Vt ovoz' },
      { rus: 'Видео 4K на телевизоре через HDMI', uzb: 'HDMI orqali televizorda 4K video' },
      { rus: 'Встроенный хаб Zigbee для умного дома', uzb: 'Aqlli uy uchun oʻrnatilgan Zigbee xabi' },
    ],
    specs: {
      interfaces: {
        rus: 'Wi-Fi 2,4/5 ГГц, Bluetooth 5.0, HDMI 2.1, Ethernet',
        uzb: 'Wi-Fi 2,4/5 GGs, Bluetooth 5.0, HDMI 2.1, Ethernet',
      },
      power: { rus: 'Сеть 220 В, встроенный блок питания', uzb: '220 V tarmoq, oʻrnatilgan quvvat bloki' },
      control: { rus: 'Голосом, пультом и кнопками', uzb: 'Ovoz, pult va tugmalar orqali' },
      size: { rus: '230 × 141 × 141 мм', uzb: '230 × 141 × 141 mm' },
      smartHome: {
        rus: 'Wi-Fi и Zigbee-устройства без отдельного хаба',
        uzb: 'Alohida xabsiz Wi-Fi va Zigbee qurilmalari',
      },
      microphones: { rus: '7 микрофонов', uzb: '7 ta mikrofon' },
      zigbee: { rus: 'Есть, Zigbee 3.0', uzb: 'Bor, Zigbee 3.0' },
      sound: { rus: '65 Вт, стерео, 3 полосы', uzb: '65 Vt, stereo, 3 polosali' },
    },
    prices: { buy: 4970000 },
  },
];
