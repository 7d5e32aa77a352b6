/** Storing a résumé: the CV under a random name in the database's private files (never served publicly), the row in `resumes`, in one transaction. */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { resumes } from '@/lib/platform/db/schema';
import { putFile } from '@/lib/platform/files/store';
import { kickNotifications } from '@/lib/staff/inbox/jobs';
import { queueNotification } from '@/lib/staff/inbox/notify-queue';
import { detectCvType } from './file-type';
import { MAX_CV_BYTES, type resumeSchema } from './resume-schema';

type Fields = z.output<typeof resumeSchema>;

// The name is the sender's, shown to HR only; control characters (NUL above all) cannot be stored in PostgreSQL.
const printable = (name: string) => [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('');

/** Checks the file by content and size, stores it and the résumé; returns the row id. */
export async function storeResume(fields: Fields, file: File): Promise<number> {
  if (file.size > MAX_CV_BYTES) throw fail('payload_too_large');
  if (file.size === 0) throw fail('validation', [{ path: 'file', key: 'required' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectCvType(bytes);
  if (!type) throw fail('unsupported_media');
  const storedName = `${randomUUID()}.${type.ext}`;
  const db = await getDb();
  const { id, queued } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await putFile(tx, { kind: 'resume', name: storedName, contentType: type.mime, bytes });
    const [row] = await tx
      .insert(resumes)
      .values({
        name: fields.name,
        phone: fields.phone,
        email: fields.email ?? null,
        vacancy: fields.vacancy,
        message: fields.message ?? null,
        fileName: printable(file.name).slice(0, 200) || `cv.${type.ext}`,
        storedName,
        mimeType: type.mime,
        size: bytes.byteLength,
      })
      .returning({ id: resumes.id });
    const id = row?.id ?? 0;
    return { id, queued: await queueNotification(tx, 'resumes', id) };
  });
  if (queued) void kickNotifications();
  return id;
}
