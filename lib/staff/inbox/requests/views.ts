/** What the admin shows of a connection request (client-safe). */
import { ADDRESS_FIELDS, type InboxViews } from '../section-views';
import { addressLine, contactLine, forwardingText } from '../view-texts';

/** The request's list columns and detail fields. */
export const requestsViews: InboxViews<'requests'> = {
  section: 'requests',
  listColumns: ['created_at', 'name', 'contact', 'tariff', 'address', 'promo', 'forwarding'],
  listCells: (r, { t, names }) => ({
    name: r.name,
    contact: contactLine(r),
    tariff: names.tariff(r.tariff),
    address: addressLine(r.address),
    promo: r.promo ?? '',
    forwarding: forwardingText(r.forwarding, t),
  }),
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
