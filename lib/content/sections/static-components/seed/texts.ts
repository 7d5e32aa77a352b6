/** Short one-text static components (`map` rows). */
import type { Localized } from '@/lib/platform/db/schema/localized';

/** Demo call-centre number. */
export const CALL_CENTER_PHONE = '+998 71 200 00 00';

/** Map rows keyed by static component key; long legal texts live in their own files. */
export const SHORT_TEXTS: Record<string, Localized> = {
  company_name: { rus: 'TashNet', uzb: 'TashNet' },
  call_center_phone: { rus: CALL_CENTER_PHONE, uzb: CALL_CENTER_PHONE },
  sales_hours: { rus: 'Пн–Пт 9:00–18:00', uzb: 'Dushanba–juma 9:00–18:00' },
  founded_year: { rus: '1996', uzb: '1996' },
  mission: {
    rus: 'Делать быстрый и надёжный интернет доступным каждой семье и каждому бизнесу Ташкента, оставаясь честными в скорости, цене и сервисе.',
    uzb: 'Toshkentdagi har bir oila va har bir biznes uchun tez va ishonchli internetni qulay qilish, tezlik, narx va xizmatda halol boʻlib qolish.',
  },
  about_intro: {
    rus: 'TashNet работает в Ташкенте с 1996 года. Мы одними из первых в городе начали подключать квартиры к интернету, а сегодня строим оптическую сеть FTTx и GPON во всех районах столицы. Нам доверяют десятки тысяч домашних абонентов и более двух тысяч компаний.',
    uzb: 'TashNet 1996-yildan beri Toshkentda faoliyat yuritadi. Biz shaharda birinchilardan boʻlib xonadonlarni internetga ulay boshlaganmiz, bugun esa poytaxtning barcha tumanlarida FTTx va GPON optik tarmogʻini quryapmiz. Bizga oʻn minglab uy abonentlari va ikki mingdan ortiq kompaniya ishonadi.',
  },
  legal_address: {
    rus: '100000, г. Ташкент, Мирабадский район, ул. Амира Темура, 24',
    uzb: '100000, Toshkent shahri, Mirobod tumani, Amir Temur shoh koʻchasi, 24',
  },
  support_email: { rus: 'support@tashnet.uz', uzb: 'support@tashnet.uz' },
  adsl_settings: {
    rus: 'Настройки ADSL-модема: тип подключения PPPoE, VPI/VCI — 0/33, инкапсуляция LLC. Логин и пароль указаны в договоре.',
    uzb: 'ADSL modem sozlamalari: ulanish turi PPPoE, VPI/VCI — 0/33, inkapsulyatsiya LLC. Login va parol shartnomada koʻrsatilgan.',
  },
  tasix_note: {
    rus: 'Трафик к ресурсам TAS-IX (внутренний сегмент сети Узбекистана) бесплатный и не расходует лимит тарифа.',
    uzb: 'TAS-IX resurslariga (Oʻzbekiston tarmogʻining ichki segmenti) trafik bepul va tarif limitini sarflamaydi.',
  },
  blocked_text: {
    rus: 'Срок оплаты услуг за текущий месяц истёк. Чтобы возобновить доступ к интернету, пополните баланс в личном кабинете или через одну из платёжных систем.',
    uzb: 'Joriy oy uchun xizmatlar toʻlov muddati tugadi. Internetga kirishni tiklash uchun balansni shaxsiy kabinetda yoki toʻlov tizimlaridan biri orqali toʻldiring.',
  },
};
