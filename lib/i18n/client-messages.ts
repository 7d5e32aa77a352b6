/** The only message namespaces sent to the browser; client islands get everything else as props. */
import type { Lang } from './locales';
import { messagesFor, type Messages } from './messages';

export const CLIENT_NAMESPACES = ['ErrorPage'] as const satisfies readonly (keyof Messages)[];

/** The client-side subset of a language's messages. */
export function clientMessages(lang: Lang): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const all = messagesFor(lang);
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])) as Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>;
}
