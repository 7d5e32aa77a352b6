import { getTranslations } from 'next-intl/server';
import { BrandLogo } from '@/components/ui/brand-logo';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ShellData } from '@/lib/content/site/shell';
import { CallIcon, CloseIcon, MenuIcon, PayIcon } from './header-icons';
import { LanguageSwitcher } from './language-switcher';
import { MenuDrawer } from './menu-drawer';
import { MenuLink } from './menu-link';

type Props = { lang: Lang; shell: ShellData };

/**
 * The site header. Phones get one sticky row (logo, pay, call and menu buttons) and the menu as a
 * drawer with the sections, the cabinet and the language; from 1024 px the whole header shows.
 * Paying is the visit most subscribers come for, so the pay link sits beside the phone at every width.
 */
export async function SiteHeader({ lang, shell }: Props) {
  const [t, header] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'Header' }),
  ]);
  const { CABINET_URL } = env();
  const tel = `tel:${shell.phone.replace(/[^+\d]/g, '')}`;
  const languages = (
    <LanguageSwitcher current={lang} label={t('languageLabel')} names={{ rus: t('langRus'), uzb: t('langUzb') }} />
  );
  // Styled by their nav (*:menu-link), so no link carries a class of its own.
  const sections = shell.navbar.map((item) => (
    <MenuLink key={item.id} lang={lang} href={item.href}>
      {item.title}
    </MenuLink>
  ));
  // One cabinet here; its beta and old versions are offered by the payment page's cabinet block.
  const cabinet = (className: string) => (
    <a href={CABINET_URL} className={`btn btn-secondary ${className}`} rel="noopener">
      {t('cabinet')}
    </a>
  );
  const pay = (className: string) => (
    <a href={`/${lang}/payment`} className={`btn btn-primary ${className}`}>
      <PayIcon />
      {header('pay')}
    </a>
  );
  return (
    <header className="sticky top-0 z-30 bg-surface lg:static lg:border-b lg:border-line">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 border-b border-line px-4 lg:h-auto lg:flex-wrap lg:justify-between lg:gap-3 lg:border-b-0 lg:py-3">
        <div className="mr-auto lg:mr-0">
          <BrandLogo href={`/${lang}`} name={shell.companyName} markOnlyOnPhones />
        </div>
        {pay('px-3 lg:hidden')}
        <a
          href={tel}
          className="flex size-11 items-center justify-center rounded text-brand-700 hover:bg-brand-50 lg:hidden"
          aria-label={header('call', { phone: shell.phone })}
        >
          <CallIcon />
        </a>
        <MenuDrawer
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          title={t('mainMenu')}
          menuIcon={<MenuIcon />}
          closeIcon={<CloseIcon />}
        >
          <nav aria-label={t('mainMenu')} className="flex flex-col font-medium *:menu-link *:px-3 *:py-3">
            {sections}
          </nav>
          <div className="flex flex-col border-t border-line pt-4">{cabinet('w-full')}</div>
          {languages}
        </MenuDrawer>
        <div className="hidden flex-wrap items-center gap-3 text-sm lg:flex">
          <a href={tel} className="font-semibold text-ink">
            <span className="sr-only">{t('callCenter')}: </span>
            {shell.phone}
          </a>
          {pay('')}
          {cabinet('')}
          {languages}
        </div>
      </div>
      <nav
        aria-label={t('mainMenu')}
        className="mx-auto hidden max-w-6xl flex-wrap gap-1 px-4 pb-2 text-sm font-medium lg:flex xl:text-base *:menu-link *:px-2.5 *:py-2"
      >
        {sections}
      </nav>
    </header>
  );
}
