/** The footer of the demo site. Links are stored without the language prefix. */
import type { Localized } from '@/lib/platform/db/schema/localized';
import type { footerItems } from './table';

type FooterColumn = { title: Localized; links: { title: Localized; href: string }[] };

const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: { rus: 'О компании', uzb: 'Kompaniya haqida' },
    links: [
      { title: { rus: 'О нас', uzb: 'Biz haqimizda' }, href: '/about' },
      { title: { rus: 'Новости', uzb: 'Yangiliklar' }, href: '/news' },
      { title: { rus: 'Вакансии', uzb: 'Boʻsh ish oʻrinlari' }, href: '/vacancies' },
      { title: { rus: 'Тендеры', uzb: 'Tenderlar' }, href: '/tenders' },
      { title: { rus: 'Партнёры', uzb: 'Hamkorlar' }, href: '/partners' },
    ],
  },
  {
    title: { rus: 'Абонентам', uzb: 'Abonentlarga' },
    links: [
      { title: { rus: 'Тарифы', uzb: 'Tariflar' }, href: '/tariff' },
      { title: { rus: 'Экспресс-оплата', uzb: 'Tezkor toʻlov' }, href: '/payment' },
      { title: { rus: 'Личный кабинет', uzb: 'Shaxsiy kabinet' }, href: 'cabinet:' },
      { title: { rus: 'Документы для подключения', uzb: 'Ulanish uchun hujjatlar' }, href: '/documents' },
      { title: { rus: 'Вопросы и ответы', uzb: 'Savol-javoblar' }, href: '/faq' },
      { title: { rus: 'Контакты и офисы', uzb: 'Kontaktlar va ofislar' }, href: '/contacts' },
    ],
  },
  {
    title: { rus: 'Сервисы', uzb: 'Servislar' },
    links: [
      { title: { rus: 'Внутренние ресурсы', uzb: 'Ichki resurslar' }, href: '/internal_resources' },
      { title: { rus: 'Проверка TAS-IX', uzb: 'TAS-IX tekshiruvi' }, href: '/skix' },
      { title: { rus: 'IP-телефония (SIP)', uzb: 'IP-telefoniya (SIP)' }, href: '/sip' },
      { title: { rus: 'Дополнительные услуги', uzb: 'Qoʻshimcha xizmatlar' }, href: '/additional_services' },
    ],
  },
  {
    title: { rus: 'Правовая информация', uzb: 'Huquqiy maʼlumot' },
    links: [
      { title: { rus: 'Публичная оферта', uzb: 'Ommaviy oferta' }, href: '/offer' },
      { title: { rus: 'Политика конфиденциальности', uzb: 'Maxfiylik siyosati' }, href: '/policies' },
      {
        title: { rus: 'Политика конфиденциальности приложения', uzb: 'Ilovaning maxfiylik siyosati' },
        href: '/app/privacy_policy',
      },
    ],
  },
];

/** Footer links, flattened column by column; `position` keeps columns and links in order. */
export const FOOTER_ITEMS: (typeof footerItems.$inferInsert)[] = FOOTER_COLUMNS.flatMap((column, c) =>
  column.links.map((link, i) => ({ column: column.title, title: link.title, href: link.href, position: c * 100 + i })),
);
