/** The texts of the rich-text editor and the static-component form, read from messages on the server. */
import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { UploadTexts } from './image-upload';
import type { RichTexts } from './rich-text/texts';
import type { StaticValueTexts } from './static-value/context';

type Messages = {
  AdminRichText: Omit<RichTexts, 'upload'>;
  AdminStatic: Omit<StaticValueTexts, 'upload' | 'rus' | 'uzb' | 'lang' | 'choices'>;
  AdminForms: { rus: string; uzb: string };
  AdminNames: { choices: StaticValueTexts['choices'] };
};

/** The rich-text editor's and the static-component form's texts (placeholders are filled on the client). */
export async function fieldKindTexts(
  lang: Lang,
  upload: UploadTexts,
): Promise<{ rich: RichTexts; staticValue: StaticValueTexts }> {
  const messages = (await getMessages({ locale: lang })) as unknown as Messages;
  const { rus, uzb } = messages.AdminForms;
  return {
    rich: { ...messages.AdminRichText, upload },
    staticValue: { ...messages.AdminStatic, rus, uzb, upload, lang, choices: messages.AdminNames.choices },
  };
}
