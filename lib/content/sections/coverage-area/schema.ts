/** Coverage area: one building of a district's street, whether it is covered and with what technology. */
import { z } from 'zod';
import { localized, rowId } from '../shared/schema-parts';

export const TECHNOLOGY_CHOICES = ['FTTx', 'GPON', 'ADSL'] as const;

export const caData = z.object({
  district_id: rowId,
  street: localized(200),
  building: z.string().trim().min(1).max(20),
  in_coverage: z.boolean(),
  technology: z
    .enum(TECHNOLOGY_CHOICES)
    .nullable()
    .or(z.literal('').transform(() => null)),
});
