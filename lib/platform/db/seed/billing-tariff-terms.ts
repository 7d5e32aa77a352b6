/** The facts-label terms of the embedded billing's tariffs (prices in soʻm, speeds in Mbit/s), by tariff code. */
import type { Technology } from '@/lib/content/sections/coverage-area/table';
import type { tariffs } from '../schema/billing';

type Terms = Pick<
  typeof tariffs.$inferInsert,
  | 'equipmentFee'
  | 'overLimitSpeed'
  | 'contractMonths'
  | 'cancellationNoticeDays'
  | 'earlyTerminationFee'
  | 'technologies'
>;

const FIBRE: Technology[] = ['FTTx', 'GPON'];
/** A Wi-Fi router of the home tariffs; a Wi-Fi 6 one for the fastest. */
const ROUTER = 290_000;
const ROUTER_WIFI6 = 450_000;
/** The IPTV set-top box. */
const SET_TOP_BOX = 390_000;

/** Home, no minimum term: the subscriber buys the equipment and may cancel any day. */
const homeBought = (equipmentFee: number, technologies = FIBRE, overLimitSpeed: number | null = null): Terms => ({
  equipmentFee,
  overLimitSpeed,
  contractMonths: 0,
  cancellationNoticeDays: 0,
  earlyTerminationFee: 0,
  technologies,
});

/** Equipment given free for a minimum term; leaving earlier pays its price. */
const givenFor = (months: number, equipmentPrice: number, noticeDays = 0): Terms => ({
  equipmentFee: 0,
  overLimitSpeed: null,
  contractMonths: months,
  cancellationNoticeDays: noticeDays,
  earlyTerminationFee: equipmentPrice,
  technologies: FIBRE,
});

/** Offices: a one-year contract, a month's notice, the equipment ours; leaving early pays a month's fee. */
const office = (monthlyFee: number): Terms => givenFor(12, monthlyFee, 30);

/** Terms of every tariff of the demo seed (lib/platform/db/seed/billing-tariffs.ts). */
export const TARIFF_TERMS: Record<string, Terms> = {
  arbuz: homeBought(ROUTER, ['FTTx', 'GPON', 'ADSL'], 5),
  'arbuz-plus': homeBought(ROUTER, FIBRE, 10),
  mandarin: homeBought(ROUTER),
  orange: givenFor(12, ROUTER),
  'orange-plus': givenFor(12, ROUTER),
  gamer: givenFor(12, ROUTER_WIFI6),
  oilaviy: givenFor(12, ROUTER_WIFI6),
  nihol: office(495_000),
  'nihol-tasix': office(495_000),
  'grand-day-50': office(690_000),
  'grand-day-200': office(1_490_000),
  'grand-day-500': office(2_990_000),
  'grand-all-50': office(990_000),
  'grand-all-200': office(2_490_000),
  'grand-all-500': office(4_990_000),
  'buyuk-uchlik-50': office(890_000),
  'buyuk-uchlik-100': office(1_490_000),
  'tv-start': homeBought(SET_TOP_BOX),
  'tv-comfort': homeBought(SET_TOP_BOX),
  'tv-optima': homeBought(SET_TOP_BOX),
  'tv-stream': homeBought(SET_TOP_BOX),
  'tv-vip': givenFor(6, SET_TOP_BOX),
};
