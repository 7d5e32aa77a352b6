/** Storing a message from the contact form. */
import 'server-only';
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/locales';
import { storedAddress } from './address-schema';
import type { contactSchema } from './contact-schema';

/** Stores the message; returns its id. */
export async function storeContactMessage(input: z.output<typeof contactSchema>, lang: Lang): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email ?? null,
      login: input.login ?? null,
      phone: input.phone,
      extraPhone: input.extra_phone ?? null,
      address: storedAddress(input.address),
      city: input.city,
      message: input.message,
      lang,
    })
    .returning({ id: contactMessages.id });
  return row?.id ?? 0;
}
