/** What every public page's shell shows, read as one cached call (menus, footer slides, contacts). */
import 'server-only';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from './cache';
import { listFooter } from '@/lib/content/sections/footer/read';
import { listNavbar } from '@/lib/content/sections/navbar/read';
import { listSlides } from '@/lib/content/sections/slider/read';
import { getStaticComponents } from '@/lib/content/sections/static-components/read';

/** Navbar, footer columns, footer slides and the contact texts of a language. */
export const getShellData = cachedRead('shell', ['navbar', 'footer', 'slider', 'sc'], async (lang: Lang) => {
  const [navbar, footer, footerSlides, statics] = await Promise.all([
    listNavbar(lang),
    listFooter(lang),
    listSlides(lang, 'footer'),
    getStaticComponents(lang),
  ]);
  const columns = new Map<string, { title: string; href: string; id: number }[]>();
  for (const item of footer)
    columns.set(item.column, [
      ...(columns.get(item.column) ?? []),
      { id: item.id, title: item.title, href: item.href },
    ]);
  return {
    navbar,
    footerColumns: [...columns.entries()].map(([title, links]) => ({ title, links })),
    footerSlides,
    companyName: statics.map.company_name ?? '',
    phone: statics.map.call_center_phone ?? '',
    salesHours: statics.map.sales_hours ?? '',
    foundedYear: statics.map.founded_year ?? '1996',
    email: statics.map.support_email ?? '',
  };
});

export type ShellData = Awaited<ReturnType<typeof getShellData>>;
