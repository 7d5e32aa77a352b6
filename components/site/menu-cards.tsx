import { ArrowLeftRight, CircleHelp, House, Phone, Server, Wallet, Zap } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

const CARDS = [
  { key: 'payment', path: '/payment', icon: Wallet },
  { key: 'tariff', path: '/tariff', icon: Zap },
  { key: 'coverage', path: '/coverage_area', icon: House },
  { key: 'faq', path: '/faq', icon: CircleHelp },
  { key: 'skix', path: '/skix', icon: ArrowLeftRight },
  { key: 'contacts', path: '/contacts', icon: Phone },
  { key: 'internalResources', path: '/internal_resources', icon: Server },
] as const;

/**
 * The seven menu cards of the home page (SPEC §2). Express payment, what most visitors come for,
 * spans two columns: at two and at four columns every row is then full, with no empty slot.
 * Styled by the menu-card utility (app/tokens.css) through its parts' positions.
 */
export async function MenuCards({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return (
    <section aria-labelledby="menu-cards-title" className="mt-8">
      <h2 id="menu-cards-title" className="mb-4 text-2xl font-bold">
        {t('cardsTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, path, icon }) => (
          <li key={key} className={key === 'payment' ? 'sm:col-span-2' : undefined}>
            <SiteLink
              href={`/${lang}${path}`}
              className="menu-card"
              {...(key === 'payment' ? { 'data-featured': '' } : {})}
            >
              <span>
                <Icon icon={icon} aria-hidden />
              </span>
              <span>
                <span>{t(`cards.${key}.title`)}</span>
                <span>{t(`cards.${key}.text`)}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
