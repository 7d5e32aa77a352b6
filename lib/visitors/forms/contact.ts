/** Storing a message from the contact form. */
import 'server-only';
import type { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { contactMessages } from '@/lib/platform/db/schema';
import { kickNotifications } from '@/lib/staff/inbox/jobs';
import { queueNotification } from '@/lib/staff/inbox/notify-queue';
import type { Lang } from '@/lib/platform/i18n/locales';
import { storedAddress } from './address-schema';
import type { contactSchema } from './contact-schema';

/** Stores the message and queues its staff e-mail (sent after the commit, never awaited); returns its id. */
export async function storeContactMessage(input: z.output<typeof contactSchema>, lang: Lang): Promise<number> {
  const db = await getDb();
  const { id, queued } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx
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
    const id = row?.id ?? 0;
    return { id, queued: await queueNotification(tx, 'messages', id) };
  });
  if (queued) void kickNotifications();
  return id;
}
