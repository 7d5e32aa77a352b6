import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/platform/i18n/client-messages';
import { htmlLang, type Lang } from '@/lib/platform/i18n/locales';
import type { Messages } from '@/lib/platform/i18n/messages';
import { TextsProvider } from '@/components/ui/texts-provider';

type Props = { lang: Lang; namespaces: readonly (keyof Messages)[]; children: ReactNode };

/** Sends the named message namespaces of a language to the client islands inside it. */
export function IslandTexts({ lang, namespaces, children }: Props) {
  return (
    <TextsProvider lang={lang} locale={htmlLang(lang)} messages={clientMessages(lang, namespaces)}>
      {children}
    </TextsProvider>
  );
}
