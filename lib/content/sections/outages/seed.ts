/** The demo status history: one planned maintenance, done a few days before the database was filled. */
import type { Db } from '@/lib/platform/db/client';
import { outages } from './table';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts a resolved planned works entry dated relative to now, so the status page's history is not empty. */
export async function seedOutages(tx: Db): Promise<void> {
  const start = new Date(Math.floor((Date.now() - 5 * DAY_MS) / DAY_MS) * DAY_MS - 3 * 60 * 60 * 1000);
  const end = new Date(start.getTime() + 4 * 60 * 60 * 1000);
  await tx.insert(outages).values({
    kind: 'planned',
    districtIds: [],
    title: {
      rus: 'Обновление программного обеспечения ядра сети',
      uzb: 'Tarmoq yadrosi dasturiy taʼminotini yangilash',
    },
    details: {
      rus: 'Ночью возможны кратковременные перерывы связи до 5 минут. Перезагружать роутер не нужно.',
      uzb: 'Tunda 5 daqiqagacha qisqa uzilishlar boʻlishi mumkin. Routerni qayta yoqish shart emas.',
    },
    startedAt: start,
    expectedEnd: end,
    resolvedAt: end,
  });
}
