/** What the tariffs call answers: billing's series and tariffs, texts in both languages (lib/visitors/billing/types.ts). */
import { z } from 'zod';
import type { BillingTariffs } from '@/lib/visitors/billing/types';
import { TECHNOLOGIES } from '@/lib/content/sections/coverage-area/table';

const localized = z.object({ rus: z.string(), uzb: z.string() });

const series = z.object({
  code: z.string(),
  kind: z.enum(['home', 'corp']),
  name: localized,
  description: localized,
});

const tariff = z.object({
  code: z.string(),
  kind: z.enum(['home', 'corp', 'tv']),
  series: z.string().nullable(),
  name: localized,
  speed: z.number().describe('Mbit/s'),
  speed_tasix: z.number().describe('Mbit/s inside TAS-IX'),
  speed_windows: z.array(z.object({ from: z.string(), to: z.string(), speed: z.number() })),
  limitGb: z.number().nullable().describe('null: unlimited'),
  abon_price: z.number().nullable().describe("so'm a month"),
  individual_price_from: z.number().nullable(),
  registration_fee: z.number(),
  channel_package: z.enum(['standart', 'vip']).nullable(),
  equipment_fee: z.number().optional(),
  over_limit_speed: z.number().nullable().optional(),
  contract_months: z.number().optional(),
  cancellation_notice_days: z.number().optional(),
  early_termination_fee: z.number().optional(),
  technologies: z.array(z.enum(TECHNOLOGIES)).optional(),
});

export const tariffsData = z.object({
  series: z.array(series),
  tariffs: z.array(tariff),
}) satisfies z.ZodType<BillingTariffs>;
