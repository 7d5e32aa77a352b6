'use client';

import { usePathname } from 'next/navigation';
import { switchLanguagePath } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';

type Props = { current: Lang; label: string; names: Record<Lang, string> };

/** Links to the same page in the other language, keeping the path and the query string. */
export function LanguageSwitcher({ current, label, names }: Props) {
  const pathname = usePathname() ?? `/${current}`;
  return (
    // Styled by the language-links utility (app/tokens.css), so neither link sends a class list.
    <nav aria-label={label} className="language-links">
      {(['rus', 'uzb'] as const).map((lang) => {
        const href = switchLanguagePath(pathname, lang);
        return (
          <a
            key={lang}
            href={href}
            hrefLang={lang === 'rus' ? 'ru' : 'uz'}
            lang={lang === 'rus' ? 'ru' : 'uz'}
            aria-current={lang === current ? 'true' : undefined}
            onClick={(event) => {
              // The query string is only known in the browser (pages are cached without it).
              event.currentTarget.href = `${href}${window.location.search}`;
            }}
          >
            {names[lang]}
          </a>
        );
      })}
    </nav>
  );
}
