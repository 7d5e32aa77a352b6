/** Contact-form messages: the sender's contact details and what they wrote. */
import 'server-only';
import { contactMessages } from '@/lib/platform/db/schema';
import { addressCell, withWorkState } from '../csv-columns';
import { contactFields, contactMailLines, itemBase } from '../item-parts';
import { defineKind } from '../section-kind';
import { messagesViews } from './views';

const t = contactMessages;

/** The messages section. */
export const messagesKind = defineKind({
  ...messagesViews,
  table: t,
  searched: [t.name, t.phone, t.email, t.message],
  toItem: (r) => ({ ...itemBase(r), ...contactFields(r), message: r.message, lang: r.lang }),
  csvColumns: withWorkState<'messages'>([
    { key: 'name', value: (i) => i.name },
    { key: 'phone', value: (i) => i.phone },
    { key: 'extra_phone', value: (i) => i.extra_phone },
    { key: 'email', value: (i) => i.email },
    { key: 'login', value: (i) => i.login },
    { key: 'city', value: (i) => i.city },
    { key: 'address', value: (i) => addressCell(i.address) },
    { key: 'message', value: (i) => i.message },
    { key: 'lang', value: (i) => i.lang },
  ]),
  recipients: (config) => config.NOTIFY_EMAILS_MESSAGES,
  mailLines: contactMailLines,
});
