/** The website privacy policy, as simple HTML. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import { sectionsHtml } from './html';

/** Privacy policy text in both languages. */
export const POLICY_TEXT: Localized = {
  rus: sectionsHtml([
    {
      title: '1. Общие положения',
      paragraphs: [
        'Настоящая политика определяет, как ООО «TashNet» (далее — Компания) собирает, использует и защищает персональные данные пользователей сайта и абонентов.',
        'Компания обрабатывает имя, номер телефона, адрес подключения, адрес электронной почты и данные о пользовании услугами только для заключения и исполнения договора, обработки заявок и улучшения качества обслуживания.',
      ],
    },
    {
      title: '2. Права пользователя',
      paragraphs: [
        'Пользователь вправе получить сведения о своих персональных данных, потребовать их уточнения, блокирования или удаления, а также отозвать согласие на обработку, если это не препятствует исполнению договора.',
      ],
    },
    {
      title: '3. Меры безопасности',
      paragraphs: [
        'Компания принимает организационные и технические меры для защиты данных от неправомерного доступа, изменения и раскрытия: шифрование соединений, разграничение прав доступа сотрудников, журналирование действий и регулярное резервное копирование.',
      ],
    },
    {
      title: '4. Ограничение ответственности',
      paragraphs: [
        'Компания не несёт ответственности за действия третьих лиц, получивших доступ к данным по вине пользователя (например, при передаче пароля от личного кабинета), а также за содержание сторонних сайтов, на которые ведут ссылки с нашего сайта.',
      ],
    },
    {
      title: '5. Обращения пользователей',
      paragraphs: [
        'Запросы, связанные с обработкой персональных данных, направляются в письменном виде по юридическому адресу Компании: 100000, г. Ташкент, Мирабадский район, ул. Амира Темура, 24. Ответ предоставляется в сроки, установленные законодательством.',
      ],
    },
    {
      title: '6. Изменение политики',
      paragraphs: [
        'Компания вправе изменять настоящую политику. Новая редакция вступает в силу на следующий день после её опубликования на сайте.',
      ],
    },
    {
      title: '7. Применимое право',
      paragraphs: [
        'К настоящей политике и отношениям, возникающим в связи с ней, применяется законодательство Республики Узбекистан.',
      ],
    },
  ]),
  uzb: sectionsHtml([
    {
      title: '1. Umumiy qoidalar',
      paragraphs: [
        'Ushbu siyosat «TashNet» MChJ (keyingi oʻrinlarda — Kompaniya) sayt foydalanuvchilari va abonentlarning shaxsiy maʼlumotlarini qanday toʻplashi, foydalanishi va himoya qilishini belgilaydi.',
        'Kompaniya ism, telefon raqami, ulanish manzili, elektron pochta manzili va xizmatlardan foydalanish maʼlumotlarini faqat shartnoma tuzish va bajarish, arizalarni koʻrib chiqish hamda xizmat koʻrsatish sifatini oshirish uchun qayta ishlaydi.',
      ],
    },
    {
      title: '2. Foydalanuvchi huquqlari',
      paragraphs: [
        'Foydalanuvchi oʻz shaxsiy maʼlumotlari haqida axborot olish, ularni aniqlashtirish, bloklash yoki oʻchirishni talab qilish, shuningdek, agar bu shartnoma bajarilishiga toʻsqinlik qilmasa, qayta ishlashga rozilikni qaytarib olish huquqiga ega.',
      ],
    },
    {
      title: '3. Xavfsizlik choralari',
      paragraphs: [
        'Kompaniya maʼlumotlarni noqonuniy kirish, oʻzgartirish va oshkor qilishdan himoya qilish uchun tashkiliy va texnik choralar koʻradi: ulanishlarni shifrlash, xodimlarning kirish huquqlarini cheklash, harakatlarni jurnalga yozish va muntazam zaxira nusxalash.',
      ],
    },
    {
      title: '4. Javobgarlikni cheklash',
      paragraphs: [
        'Kompaniya foydalanuvchining aybi bilan maʼlumotlarga kirish huquqini olgan uchinchi shaxslarning harakatlari (masalan, shaxsiy kabinet parolini boshqalarga berganda), shuningdek saytimizdagi havolalar olib boradigan boshqa saytlar mazmuni uchun javobgar emas.',
      ],
    },
    {
      title: '5. Foydalanuvchilarning murojaatlari',
      paragraphs: [
        'Shaxsiy maʼlumotlarni qayta ishlash bilan bogʻliq soʻrovlar Kompaniyaning yuridik manziliga yozma ravishda yuboriladi: 100000, Toshkent shahri, Mirobod tumani, Amir Temur shoh koʻchasi, 24. Javob qonunchilikda belgilangan muddatlarda beriladi.',
      ],
    },
    {
      title: '6. Siyosatni oʻzgartirish',
      paragraphs: [
        'Kompaniya ushbu siyosatni oʻzgartirish huquqiga ega. Yangi tahrir saytda eʼlon qilingan kunning ertasidan kuchga kiradi.',
      ],
    },
    {
      title: '7. Amaldagi huquq',
      paragraphs: [
        'Ushbu siyosatga va u bilan bogʻliq munosabatlarga Oʻzbekiston Respublikasi qonunchiligi qoʻllaniladi.',
      ],
    },
  ]),
};
