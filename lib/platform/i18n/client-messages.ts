/** The message namespaces sent to the browser; client islands get everything else as props. */
import type { Lang } from './locales';
import { messagesFor, type Messages } from './messages';

/** Sent with every page: the error boundary's texts. Islands add their own (`IslandTexts`). */
export const LAYOUT_NAMESPACES = ['ErrorPage'] as const satisfies readonly (keyof Messages)[];

/** The texts of tariff cards (TariffCardList): the page that shows cards sends them once, around all its lists. */
export const TARIFF_CARD_NAMESPACES = [
  'TariffCard',
  'TariffSpeedLine',
  'ConnectButton',
] as const satisfies readonly (keyof Messages)[];

/** The given namespaces of a language's messages, and nothing else. */
export function clientMessages<NS extends keyof Messages>(lang: Lang, namespaces: readonly NS[]): Pick<Messages, NS> {
  const all = messagesFor(lang);
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, NS>;
}
