/**
 * Schemas of the `data` the service, visitor and admin calls answer, shared by their contracts. Most are
 * checked against the TypeScript type the handler's lib function returns (`satisfies`), so a field added
 * to that type fails the typecheck until the contract describes it too; in tests each answer is parsed by them.
 */
import { z } from 'zod';
import type { AddressRow } from '@/lib/content/sections/coverage-area/read';
import type { ImportResult } from '@/lib/content/sections/coverage-area/import';
import type { createUser, UserRow } from '@/lib/content/sections/users/accounts';
import type { Profile } from '@/lib/staff/auth/profile';
import type { RatingsSummary } from '@/lib/staff/inbox/contract';
import { ACCESS_RIGHTS, ROLES } from '@/lib/staff/auth/rights';
import type { RequestAnswer } from '@/lib/visitors/forms/connection-request';
import type { PromoState } from '@/lib/visitors/forms/promo';
import type { TasixResult } from '@/lib/visitors/tasix/check';
import type { Readiness } from '@/lib/platform/health/readiness';
import type { Challenge } from 'altcha-lib';

export const healthData = z.object({ database: z.literal('up') });

export const liveData = z.object({ live: z.literal(true) });

export const readyData = z.object({
  database: z.literal('up'),
  listener: z.enum(['up', 'off']),
}) satisfies z.ZodType<Partial<Readiness>>;

export const profileData = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  access_rights: z.array(z.enum(ACCESS_RIGHTS)),
}) satisfies z.ZodType<Profile>;

const userRow = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  access_rights: z.array(z.string()),
  disabled: z.boolean(),
  locked_until: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<UserRow>;

export const userListData = z.array(userRow);

/** user/create and user/update: the account, and a generated password shown once (null otherwise). */
export const userChangeData = z.object({ user: userRow, password: z.string().nullable() }) satisfies z.ZodType<
  Awaited<ReturnType<typeof createUser>>
>;

const addressRow = z.object({
  id: z.number().int(),
  region: z.string(),
  district: z.string(),
  street: z.string(),
  building: z.string(),
  in_coverage: z.boolean(),
  technology: z.string().nullable(),
}) satisfies z.ZodType<AddressRow>;

export const addressListData = z.array(addressRow);
export const nameListData = z.array(z.string());

export const importData = z.object({
  rows: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  imported: z.number().int(),
}) satisfies z.ZodType<ImportResult>;

export const tasixData = z.object({
  target: z.string(),
  own: z.boolean(),
  addresses: z.array(z.object({ ip: z.string(), inside: z.boolean(), prefix: z.string().nullable() })),
  inside: z.boolean(),
  list_date: z.string().nullable(),
}) satisfies z.ZodType<TasixResult & { own: boolean }>;

export const promoData = z.object({
  state: z.enum(['valid', 'expired', 'unknown']),
  description: z.string().optional(),
  valid_to: z.string().optional(),
  message: z.string(),
}) satisfies z.ZodType<PromoState & { message: string }>;

export const connectionRequestData = z.object({
  reference: z.string(),
  status: z.enum(['forwarded', 'pending']),
  message: z.string(),
}) satisfies z.ZodType<RequestAnswer & { message: string }>;

export const loginCheckData = z.object({
  found: z.boolean(),
  technology: z.string().nullish(),
  connection: z.string().nullish(),
  holder: z.string().nullish(),
  tariff: z.string().nullish(),
  message: z.string(),
});
export const pollData = z.array(z.object({ code: z.string(), label: z.string() }));
export const messageData = z.object({ message: z.string() });
export const ratedData = z.object({ rated: z.boolean(), message: z.string().optional() });
export const adminItemData = z.object({
  section: z.string(),
  id: z.union([z.string(), z.number().int()]),
  /** The item's current version: 1 at first, one more with every save. */
  version: z.number().int(),
  data: z.unknown(),
});
/** An item's kept versions, newest first (`at` ISO and `by` null for the version kept from before versions began). */
export const itemHistoryData = z.object({
  items: z.array(
    z.object({
      version: z.number().int(),
      at: z.string().nullable(),
      by: z.string().nullable(),
      action: z.enum(['original', 'create', 'update', 'restore']),
      restored_from: z.number().int().nullable(),
      data: z.unknown(),
    }),
  ),
  total: z.number().int(),
});
export const adminItemListData = z.array(adminItemData);
/** A preview link: the site path that shows the item, and when it stops working. */
export const previewLinkData = z.object({ url: z.string(), expires_at: z.iso.datetime() });
export const deletedData = z.object({ id: z.union([z.string(), z.number().int()]) });
/** An inbox item: the fields of lib/staff/inbox/contract.ts's item type of its section. */
export const inboxItemData = z.looseObject({
  id: z.number().int(),
  created_at: z.string(),
  work_status: z.enum(['new', 'in_progress', 'done']),
  status_changed_by: z.string().nullable(),
  status_changed_at: z.string().nullable(),
});
export const inboxPageData = z.object({ items: z.array(inboxItemData), total: z.number().int() });
const ratingItemData = z.object({
  ...inboxItemData.shape,
  updated_at: z.string(),
  type: z.enum(['callcenter', 'technical', 'connection']),
  event_id: z.string(),
  rating: z.number().int(),
  reason: z.string(),
  text: z.string().nullable(),
});
const kindSummary = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export const ratingsSummaryData = z.object({
  kinds: z.record(z.enum(['callcenter', 'technical', 'connection']), kindSummary),
  low: z.array(ratingItemData),
}) satisfies z.ZodType<RatingsSummary>;
export const uploadData = z.object({ path: z.string() });
export const tenderFileData = z.object({ name: z.string(), path: z.string() });
export const prefixCountData = z.object({ prefixes: z.number().int() });

/** An ALTCHA v2 challenge for a form's widget (altcha-lib's Challenge). */
export const captchaData = z.object({
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
}) satisfies z.ZodType<Challenge>;
