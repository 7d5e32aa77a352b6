/**
 * The connection request's texts (its form, the validation messages, the captcha and the reference
 * it answers with). They are asked for when a visitor opens the request, not sent with every page:
 * in the layout they were the largest part of each page's inline data, for a form most visits never open.
 */
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';

/** What the request's modal shows, in one language. */
export type ConnectionRequestTexts = {
  form: Record<string, string>;
  validation: Record<string, string>;
  captcha: Record<string, string>;
  tracking: { sentReference: string; trackLink: string };
};

const byLang = new Map<Lang, ConnectionRequestTexts>();

/** The request's texts in `lang`, built once per language (the same object, so its answer is serialised once). */
export function connectionRequestTexts(lang: Lang): ConnectionRequestTexts {
  let texts = byLang.get(lang);
  if (!texts) {
    const messages = messagesFor(lang);
    texts = {
      form: messages.ConnectionRequest,
      validation: messages.Validation,
      captcha: messages.Captcha,
      tracking: {
        sentReference: messages.RequestTracking.sentReference,
        trackLink: messages.RequestTracking.trackLink,
      },
    };
    byLang.set(lang, texts);
  }
  return texts;
}
