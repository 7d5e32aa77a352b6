/** The rows a backup test writes into the tables the demo content leaves empty (tests/integration/db-backup-restore.test.ts). */
import type { Db } from '@/lib/platform/db/client';
import {
  adminSessions,
  adminUsers,
  auditLog,
  billingRequests,
  billingSnapshots,
  connectionRequests,
  contactMessages,
  itemHeads,
  itemVersions,
  notificationOutbox,
  rateLimits,
  resumes,
  serviceEvaluations,
  tagExpiry,
} from '@/lib/platform/db/schema';
import { adminPasswordResets, adminRecoveryCodes } from '@/lib/staff/auth/account-tables';
import { putFile } from '@/lib/platform/files/store';
import { coverageInterest } from '@/lib/visitors/interest/table';
import { outages } from '@/lib/content/sections/outages/table';
import { mediaFiles } from '@/lib/content/media/table';

/** A résumé file with every byte value, which a text-minded dump would mangle. */
export const CV = new Uint8Array([
  ...new TextEncoder().encode('%PDF-1.4\n'),
  ...Array.from({ length: 256 }, (_, i) => i),
]);

/** Rows in the tables the demo content leaves empty, with text that is easy to mangle. */
export async function writeVisitorAndStaffRows(db: Db): Promise<void> {
  const [admin] = await db.select().from(adminUsers).limit(1);
  const address = { district: 'Yunusobod', street: "Amir Temur ko'chasi", house: '107', apartment: '12' };
  await db.insert(contactMessages).values({
    name: 'Дилноза "Ди" Ахмедова',
    phone: '+998 90 111 22 33',
    address: { district: 'Chilonzor', street: "Bunyodkor ko'chasi", house: '5' },
    city: 'Toshkent',
    message: "Salom!\nIkkinchi qator; 'quote' \\ backslash 😀",
    lang: 'uzb',
  });
  await db.insert(connectionRequests).values({
    idempotencyKey: 'backup-key-0001',
    name: 'Ali',
    phone: '+998 90 123 45 67',
    address,
    city: 'Tashkent',
    tariff: 'orange-100',
    lang: 'rus',
    status: 'forwarded',
    billingRef: 'B-web-1',
    attempts: 2,
  });
  await db
    .insert(serviceEvaluations)
    .values({ type: 'technical', eventId: 'visit-9', rating: 2, reason: 'long_wait', text: null });
  await db.insert(resumes).values({
    name: 'Олим',
    phone: '+998 93 000 00 00',
    vacancy: 'Сетевой инженер',
    fileName: 'rezyume.pdf',
    storedName: 'f1e2.pdf',
    mimeType: 'application/pdf',
    size: CV.byteLength,
  });
  await putFile(db, { kind: 'resume', name: 'f1e2.pdf', contentType: 'application/pdf', bytes: CV });
  await db.insert(mediaFiles).values({
    path: '/uploads/images/backup-alt.webp',
    name: "Bosh sahifa 'slayd' \\ №1.webp",
    contentType: 'image/webp',
    size: 1234,
    width: 1600,
    height: 600,
    altRus: 'Семья "Каримовых" смотрит ТВ 😀',
    altUzb: "Karimovlar oilasi televizor ko'rmoqda",
    uploadedBy: 'marketing@example.uz',
    unusedSince: new Date('2026-11-01T10:00:00Z'),
  });
  await db
    .insert(rateLimits)
    .values({ bucket: 'online_request', key: '10.0.0.1', windowStart: new Date('2026-11-01T10:00:00Z'), count: 3 });
  await db.insert(billingRequests).values({ reference: 'web-1', payload: { name: 'Ali', address } });
  await db
    .insert(billingSnapshots)
    .values({ call: 'tariffs', data: { series: [], tariffs: [{ code: 'x', name: { rus: 'Тариф', uzb: 'Tarif' } }] } });
  await db
    .insert(adminSessions)
    .values({ tokenHash: 'a'.repeat(64), userId: admin!.id, expiresAt: new Date('2026-12-01T00:00:00Z') });
  await db.insert(adminRecoveryCodes).values({ userId: admin!.id, codeHash: 'c'.repeat(64) });
  await db
    .insert(adminPasswordResets)
    .values({ tokenHash: 'r'.repeat(64), userId: admin!.id, expiresAt: new Date('2026-12-01T00:30:00Z') });
  await db.insert(auditLog).values({
    userId: admin!.id,
    userEmail: admin!.email,
    section: 'news',
    itemId: '3',
    action: 'update',
    before: { title: { rus: 'Было' } },
    after: { title: { rus: 'Стало' } },
  });
  await db
    .insert(notificationOutbox)
    .values({ section: 'messages', itemId: 1, attempts: 1, lastError: 'Mailbox busy' });
  await db.insert(coverageInterest).values({
    name: 'Ali',
    phone: '+998901234567',
    district: 'Chilonzor tumani',
    street: 'Bunyodkor',
    house: '1',
    districtKey: 'chilonzor',
    buildingKey: 'chilonzor|bunyodkor|1',
    lang: 'uzb',
  });
  await db.insert(outages).values({
    kind: 'planned',
    title: { rus: 'Плановые работы', uzb: 'Rejali ishlar' },
    details: { rus: 'Замена оборудования', uzb: 'Uskunani almashtirish' },
    startedAt: new Date('2026-11-20T01:00:00Z'),
  });
  await db.insert(tagExpiry).values({ tag: 'news', expiredAt: new Date('2026-11-21T09:30:00.123Z') });
  await db.insert(itemHeads).values({
    section: 'sc',
    itemId: 'phone_number',
    version: 2,
    savedAt: new Date('2026-11-21T09:31:00.456Z'),
    savedBy: 'admin@example.com',
  });
  await db.insert(itemVersions).values([
    {
      section: 'sc',
      itemId: 'phone_number',
      version: 1,
      data: { kind: 'map', value: "O'zbek \\ 😀" },
      action: 'original',
    },
    {
      section: 'sc',
      itemId: 'phone_number',
      version: 2,
      data: { kind: 'map', value: { rus: 'Новый "текст"', uzb: 'Yangi matn' } },
      action: 'update',
      savedAt: new Date('2026-11-21T09:31:00.456Z'),
      savedBy: 'admin@example.com',
    },
  ]);
}
