/** next-intl request configuration: the locale comes from the [lang] segment. */
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from './locales';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLang(requested) ? requested : DEFAULT_LANG;
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Tashkent' };
});
