/** The CSV export's columns of connection requests: the contact, the choice, then billing's side. */
import { addressCell, withWorkState } from '../csv-columns';

/** The requests' export columns, in order. */
export const requestsCsv = withWorkState<'requests'>([
  { key: 'name', value: (i) => i.name },
  { key: 'phone', value: (i) => i.phone },
  { key: 'extra_phone', value: (i) => i.extra_phone },
  { key: 'email', value: (i) => i.email },
  { key: 'city', value: (i) => i.city },
  { key: 'address', value: (i) => addressCell(i.address) },
  { key: 'login', value: (i) => i.login },
  { key: 'tariff', value: (i, names) => names.tariff(i.tariff) },
  { key: 'promo', value: (i) => i.promo },
  { key: 'poll', value: (i) => i.poll },
  { key: 'company', value: (i) => i.company },
  { key: 'message', value: (i) => i.message },
  { key: 'lang', value: (i) => i.lang },
  { key: 'forwarding', value: (i) => ({ status: i.forwarding.state }) },
  { key: 'attempts', value: (i) => i.forwarding.attempts },
  { key: 'last_error', value: (i) => i.forwarding.last_error },
  { key: 'billing_ref', value: (i) => i.forwarding.billing_ref },
]);
