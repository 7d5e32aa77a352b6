import { getTranslations } from 'next-intl/server';
import { htmlLang, LANGS } from '@/lib/platform/i18n/locales';

/**
 * The 404 of addresses outside both languages (`/_next/…`, `/favicon.ico`): a whole document,
 * because no layout sits above it. It is also the root boundary every page's data names, so it
 * stays small; visitors inside /rus and /uzb get app/[lang]/(site)/not-found.tsx instead.
 * Plain links: nothing of the site's app is loaded here to navigate with.
 */
export default async function RootNotFound() {
  const texts = await Promise.all(
    LANGS.map(async (lang) => ({ lang, t: await getTranslations({ locale: lang, namespace: 'NotFound' }) })),
  );
  return (
    <html lang={htmlLang(LANGS[0])}>
      <body>
        <h1>{texts[0]!.t('title')}</h1>
        {texts.map(({ lang, t }) => (
          <p key={lang} lang={htmlLang(lang)}>
            <a href={`/${lang}`}>{t('homeLink')}</a>
          </p>
        ))}
      </body>
    </html>
  );
}
