/** The postal address a visitor gives (SPEC §3: district, street, house, apartment), shared by the contact form and the connection request. */
import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/platform/validation/fields';

/** District, street and house required; the apartment optional. */
export const addressSchema = z
  .object({
    district: requiredText(100),
    street: requiredText(150),
    house: requiredText(20),
    apartment: optionalText(20),
  })
  .strict();

/** The address as stored (jsonb): an apartment only when given. */
export type StoredAddress = { district: string; street: string; house: string; apartment?: string };

/** The stored form of a validated address. */
export function storedAddress({ apartment, ...rest }: z.output<typeof addressSchema>): StoredAddress {
  return apartment ? { ...rest, apartment } : rest;
}
