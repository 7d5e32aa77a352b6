/** The navbar of the demo site. Links are stored without the language prefix. */
import type { navbarItems } from './table';

/** Top menu items, in display order. */
export const NAVBAR_ITEMS: (typeof navbarItems.$inferInsert)[] = [
  { title: { rus: 'Тарифы', uzb: 'Tariflar' }, href: '/tariff' },
  { title: { rus: 'Зона покрытия', uzb: 'Qamrov hududi' }, href: '/coverage_area' },
  { title: { rus: 'Оплата', uzb: 'Toʻlov' }, href: '/payment' },
  { title: { rus: 'Дополнительные услуги', uzb: 'Qoʻshimcha xizmatlar' }, href: '/additional_services' },
  { title: { rus: 'Корпоративным клиентам', uzb: 'Korporativ mijozlarga' }, href: '/corporate' },
  { title: { rus: 'Вопросы и ответы', uzb: 'Savol-javoblar' }, href: '/faq' },
  { title: { rus: 'Контакты', uzb: 'Kontaktlar' }, href: '/contacts' },
].map((item, position) => ({ ...item, position }));
