import { BrandLogo } from '@/components/ui/brand-logo';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { isExternal, localHref } from '@/lib/i18n/href';
import type { Lang } from '@/lib/i18n/locales';
import type { ShellData } from '@/lib/content/shell';
import { LanguageSwitcher } from './language-switcher';

type Props = { lang: Lang; shell: ShellData };

/** The site header: logo, menu from the admin (a no-JS disclosure on phones), cabinet links, language switcher. */
export async function SiteHeader({ lang, shell }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Common' });
  const { CABINET_URL, CABINET_BETA_URL } = env();
  const links = shell.navbar.map((item) =>
    isExternal(item.href) ? (
      <a key={item.id} href={item.href} className="block rounded px-3 py-2 hover:bg-brand-50" rel="noopener">
        {item.title}
      </a>
    ) : (
      <SiteLink key={item.id} href={localHref(lang, item.href)} className="block rounded px-3 py-2 hover:bg-brand-50">
        {item.title}
      </SiteLink>
    ),
  );
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <BrandLogo href={`/${lang}`} name={shell.companyName} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={`tel:${shell.phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-ink">
            <span className="sr-only">{t('callCenter')}: </span>
            {shell.phone}
          </a>
          <a href={CABINET_URL} className="rounded bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700" rel="noopener">
            {t('cabinet')}
          </a>
          <a href={CABINET_BETA_URL} className="text-brand-700 underline" rel="noopener">
            {t('cabinetBeta')}
          </a>
          <LanguageSwitcher current={lang} label={t('languageLabel')} names={{ rus: t('langRus'), uzb: t('langUzb') }} />
        </div>
      </div>
      <nav aria-label={t('mainMenu')} className="mx-auto max-w-6xl px-4 pb-2">
        <details className="md:hidden">
          <summary className="cursor-pointer rounded px-3 py-2 font-semibold text-brand-700">{t('openMenu')}</summary>
          <div className="flex flex-col pb-2">{links}</div>
        </details>
        <div className="hidden flex-wrap gap-1 font-medium md:flex">{links}</div>
      </nav>
    </header>
  );
}
