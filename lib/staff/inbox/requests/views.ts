/** What the admin shows of a connection request (client-safe). */
import { ADDRESS_FIELDS, type InboxViews } from '../section-views';

/** The request's list columns and detail fields. */
export const requestsViews: InboxViews<'requests'> = {
  section: 'requests',
  listColumns: ['created_at', 'name', 'contact', 'tariff', 'address', 'promo', 'forwarding'],
  detailFields: [
    'name',
    'phone',
    'extra_phone',
    'email',
    'login',
    ...ADDRESS_FIELDS,
    'tariff',
    'promo',
    'company',
    'poll',
    'message',
    'lang',
  ],
};
