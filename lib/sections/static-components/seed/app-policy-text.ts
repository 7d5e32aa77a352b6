/** The mobile app privacy policy, as simple HTML. */
import type { Localized } from '@/lib/db/schema/localized';
import { sectionsHtml } from './html';

/** Mobile app privacy policy text in both languages. */
export const APP_POLICY_TEXT: Localized = {
  rus: sectionsHtml([
    {
      title: '1. Какие данные собирает приложение',
      paragraphs: [
        'Мобильное приложение TashNet использует префикс и логин абонента, историю платежей и сведения о подключённых услугах. Приложение не запрашивает доступ к контактам, фотографиям и геолокации.',
      ],
    },
    {
      title: '2. Для чего используются данные',
      paragraphs: [
        'Данные нужны для отображения баланса, приёма платежей, смены тарифа и обращения в техническую поддержку. Платёжные данные карт обрабатываются платёжными системами и не сохраняются в приложении.',
      ],
    },
    {
      title: '3. Уведомления',
      paragraphs: [
        'С вашего согласия приложение присылает уведомления о скором списании абонентской платы и плановых работах. Уведомления можно отключить в настройках телефона.',
      ],
    },
    {
      title: '4. Хранение и защита',
      paragraphs: [
        'Данные передаются по защищённому соединению и хранятся на серверах в Республике Узбекистан. Для выхода из учётной записи на утерянном устройстве смените пароль в личном кабинете.',
      ],
    },
    {
      title: '5. Изменения и контакты',
      paragraphs: [
        'Новая редакция политики вступает в силу на следующий день после публикации. Вопросы направляйте на support@tashnet.uz или письменно по юридическому адресу компании.',
      ],
    },
  ]),
  uzb: sectionsHtml([
    {
      title: "1. Ilova qanday ma'lumotlarni to'playdi",
      paragraphs: [
        "TashNet mobil ilovasi abonentning prefiksi va loginidan, to'lovlar tarixidan va ulangan xizmatlar haqidagi ma'lumotlardan foydalanadi. Ilova kontaktlar, rasmlar va geolokatsiyaga kirish huquqini so'ramaydi.",
      ],
    },
    {
      title: "2. Ma'lumotlar nima uchun ishlatiladi",
      paragraphs: [
        "Ma'lumotlar balansni ko'rsatish, to'lovlarni qabul qilish, tarifni o'zgartirish va texnik yordamga murojaat qilish uchun kerak. Kartalarning to'lov ma'lumotlari to'lov tizimlari tomonidan qayta ishlanadi va ilovada saqlanmaydi.",
      ],
    },
    {
      title: '3. Bildirishnomalar',
      paragraphs: [
        "Roziligingiz bilan ilova abonent to'lovi yaqin orada yechilishi va rejali ishlar haqida bildirishnomalar yuboradi. Bildirishnomalarni telefon sozlamalarida o'chirish mumkin.",
      ],
    },
    {
      title: '4. Saqlash va himoya',
      paragraphs: [
        "Ma'lumotlar himoyalangan ulanish orqali uzatiladi va O'zbekiston Respublikasidagi serverlarda saqlanadi. Yo'qolgan qurilmadagi hisobdan chiqish uchun shaxsiy kabinetda parolni o'zgartiring.",
      ],
    },
    {
      title: "5. O'zgarishlar va kontaktlar",
      paragraphs: [
        "Siyosatning yangi tahriri e'lon qilingan kunning ertasidan kuchga kiradi. Savollarni support@tashnet.uz manziliga yoki kompaniyaning yuridik manziliga yozma ravishda yuboring.",
      ],
    },
  ]),
};
