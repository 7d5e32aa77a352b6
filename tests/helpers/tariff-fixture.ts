/** A localized tariff for tests: Orange as the demo billing has it, with any field replaced. */
import type { Tariff } from '@/lib/visitors/tariffs/view';

/** Orange (home, 100 Mbit/s, 179 000 a month, unlimited), overridden by `over`. */
export const tariffFixture = (over: Partial<Tariff> = {}): Tariff => ({
  code: 'orange',
  kind: 'home',
  series: 'orangeuz',
  name: 'Orange',
  speed: 100,
  speed_tasix: 200,
  speed_windows: [
    { from: '13:00', to: '01:00', speed: 100 },
    { from: '01:00', to: '13:00', speed: 200 },
  ],
  limitGb: null,
  abon_price: 179_000,
  individual_price_from: null,
  registration_fee: 45_000,
  channel_package: null,
  equipment_fee: 290_000,
  over_limit_speed: null,
  contract_months: 0,
  cancellation_notice_days: 0,
  early_termination_fee: 0,
  technologies: ['FTTx'],
  ...over,
});
