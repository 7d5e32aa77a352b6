/** A sample TAS-IX prefix list; production refreshes it from the configured URL. */
import type { tasixMeta, tasixPrefixes } from '../schema/tasix';

const IPV4 = [
  '84.54.64.0/19',
  '213.230.64.0/18',
  '195.158.0.0/19',
  '195.69.188.0/22',
  '185.74.4.0/22',
  '91.212.89.0/24',
  '82.215.64.0/18',
  '84.54.112.0/20',
  '89.236.192.0/18',
  '90.156.160.0/19',
  '91.196.76.0/22',
  '94.141.64.0/19',
  '95.46.64.0/18',
  '178.218.200.0/21',
  '185.8.212.0/22',
  '185.139.136.0/22',
  '188.113.192.0/18',
  '213.206.32.0/19',
  '217.29.112.0/20',
  '92.63.192.0/20',
];

const IPV6 = ['2a01:5640::/32', '2a00:1838::/32', '2a02:2d8::/32', '2a05:45c7::/32', '2001:67c:2f44::/48'];

/**
 * Loopback ranges, so a visitor on the local machine counts as 'inside' TAS-IX:
 * this makes the check demonstrable on localhost and testable without a real Uzbek address.
 */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** Prefix rows; the family follows from the notation. */
export const TASIX_PREFIXES: (typeof tasixPrefixes.$inferInsert)[] = [...IPV4, ...IPV6, ...LOOPBACK].map((cidr) => ({
  cidr,
  family: cidr.includes(':') ? 6 : 4,
}));

/** When the sample list was compiled. */
export const TASIX_META: typeof tasixMeta.$inferInsert = {
  id: 1,
  listDate: new Date('2026-11-01T00:00:00+05:00'),
  source: 'seed',
};
