/** What the admin shows of a contact-form message (client-safe). */
import { ADDRESS_FIELDS, type InboxViews } from '../section-views';
import { contactLine, preview } from '../view-texts';

/** The message's list columns and detail fields. */
export const messagesViews: InboxViews<'messages'> = {
  section: 'messages',
  listColumns: ['created_at', 'name', 'contact', 'message'],
  listCells: (m) => ({ name: m.name, contact: contactLine(m), message: preview(m.message) }),
  detailFields: ['name', 'phone', 'extra_phone', 'email', 'login', ...ADDRESS_FIELDS, 'message', 'lang'],
};
