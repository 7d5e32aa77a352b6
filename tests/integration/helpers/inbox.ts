/** Inbox items planted straight in the database (with a chosen creation time), and raw calls for CSV and file answers. */
import { NextRequest } from 'next/server';
import { signatureHeaders } from '@/lib/http/api/sign';
import type { Db } from '@/lib/platform/db/client';
import { connectionRequests, contactMessages, resumes, serviceEvaluations } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { putFile } from '@/lib/platform/files/store';
import { ORIGIN } from './admin';

const ADDRESS = { district: 'Юнусабадский район', street: 'ул. Тестовая', house: '7' };
let n = 0;

/** A contact message; answers its id. */
export async function plantMessage(db: Db, fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const values = { name: `Посетитель ${++n}`, phone: '+998901234567', address: ADDRESS, city: 'Ташкент' };
  const [row] = await db
    .insert(contactMessages)
    .values({ ...values, message: 'Здравствуйте, нет интернета', lang: 'rus', ...fields })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** A connection request (pending, never tried); answers its id. */
export async function plantRequest(db: Db, fields: Partial<typeof connectionRequests.$inferInsert> = {}) {
  const values = { name: `Заявитель ${++n}`, phone: '+998901112233', address: ADDRESS, city: 'Ташкент' };
  const [row] = await db
    .insert(connectionRequests)
    .values({ ...values, idempotencyKey: `plant-${n}-${Date.now()}`, tariff: 't1', lang: 'rus', ...fields })
    .returning({ id: connectionRequests.id });
  return row!.id;
}

/** A service rating; answers its id. */
export async function plantRating(db: Db, fields: Partial<typeof serviceEvaluations.$inferInsert> = {}) {
  const [row] = await db
    .insert(serviceEvaluations)
    .values({ type: 'callcenter', eventId: `ev-${++n}`, rating: 5, reason: 'no_problem', ...fields })
    .returning({ id: serviceEvaluations.id });
  return row!.id;
}

/** A résumé with its file stored in the database; answers its id and the file's stored name. */
export async function plantResume(db: Db, fields: Partial<typeof resumes.$inferInsert> = {}, bytes = '%PDF-1.4 cv') {
  const storedName = `planted-${++n}-${Date.now()}.pdf`;
  const contentType = fields.mimeType ?? 'application/pdf';
  await putFile(db, { kind: 'resume', name: storedName, contentType, bytes: new TextEncoder().encode(bytes) });
  const [row] = await db
    .insert(resumes)
    .values({
      name: `Соискатель ${n}`,
      phone: '+998905556677',
      vacancy: 'Инженер',
      fileName: 'cv.pdf',
      storedName,
      mimeType: 'application/pdf',
      size: bytes.length,
      ...fields,
    })
    .returning({ id: resumes.id });
  return { id: row!.id, storedName };
}

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

/** Calls a handler as a signed-in staff member and answers the raw Response (CSV and files are not JSON). */
export async function rawCall<P>(handler: Handler<P>, url: string, cookie: string | null, params: P) {
  const { STATISTIC_KEY, MAP_KEY } = env();
  const headers = { ...signatureHeaders(STATISTIC_KEY, MAP_KEY), origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  return handler(new NextRequest(new URL(url, ORIGIN), { headers }), { params: Promise.resolve(params) });
}
