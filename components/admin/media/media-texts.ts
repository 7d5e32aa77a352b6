/** The media library's texts for its client islands (the card's actions, the picker), formatted on the client. */
import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

import type { MediaTexts } from './media-picker';

/** The raw AdminMedia messages of `lang`. */
export async function mediaTexts(lang: Lang): Promise<MediaTexts> {
  const messages = (await getMessages({ locale: lang })) as unknown as { AdminMedia: MediaTexts };
  return messages.AdminMedia;
}
