/** The mobile app privacy policy, as simple HTML. */
import type { Localized } from '@/lib/platform/db/schema/localized';
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
      title: '1. Ilova qanday maʼlumotlarni toʻplaydi',
      paragraphs: [
        'TashNet mobil ilovasi abonentning prefiksi va loginidan, toʻlovlar tarixidan va ulangan xizmatlar haqidagi maʼlumotlardan foydalanadi. Ilova kontaktlar, rasmlar va geolokatsiyaga kirish huquqini soʻramaydi.',
      ],
    },
    {
      title: '2. Maʼlumotlar nima uchun ishlatiladi',
      paragraphs: [
        'Maʼlumotlar balansni koʻrsatish, toʻlovlarni qabul qilish, tarifni oʻzgartirish va texnik yordamga murojaat qilish uchun kerak. Kartalarning toʻlov maʼlumotlari toʻlov tizimlari tomonidan qayta ishlanadi va ilovada saqlanmaydi.',
      ],
    },
    {
      title: '3. Bildirishnomalar',
      paragraphs: [
        'Roziligingiz bilan ilova abonent toʻlovi yaqin orada yechilishi va rejali ishlar haqida bildirishnomalar yuboradi. Bildirishnomalarni telefon sozlamalarida oʻchirish mumkin.',
      ],
    },
    {
      title: '4. Saqlash va himoya',
      paragraphs: [
        'Maʼlumotlar himoyalangan ulanish orqali uzatiladi va Oʻzbekiston Respublikasidagi serverlarda saqlanadi. Yoʻqolgan qurilmadagi hisobdan chiqish uchun shaxsiy kabinetda parolni oʻzgartiring.',
      ],
    },
    {
      title: '5. Oʻzgarishlar va kontaktlar',
      paragraphs: [
        'Siyosatning yangi tahriri eʼlon qilingan kunning ertasidan kuchga kiradi. Savollarni support@tashnet.uz manziliga yoki kompaniyaning yuridik manziliga yozma ravishda yuboring.',
      ],
    },
  ]),
};
