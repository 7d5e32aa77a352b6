/** The speed test's calls (signed like every visitor call; limited per address). */
import { z } from 'zod';
import { downloadQuery } from '@/lib/speedtest/query-schema';
import type { Operation } from '../types';

export const speedTestOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/speedtest/ping',
    tag: 'speedtest',
    summary: 'The smallest answer, timed by the page for latency and jitter (limited per address, in memory)',
    access: 'signed',
    data: z.null(),
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/v1/speedtest/download',
    tag: 'speedtest',
    summary: 'bytes random bytes (at most 100 MB), streamed uncompressed and never stored by any cache',
    access: 'signed',
    query: downloadQuery,
    data: 'Random bytes',
    file: 'application/octet-stream',
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/v1/speedtest/upload',
    tag: 'speedtest',
    summary: 'Random bytes (at most 20 MB a call), read and thrown away; answers how many arrived',
    access: 'signed',
    raw: 'application/octet-stream',
    data: z.object({ bytes: z.number().int() }),
    rateLimited: true,
  },
];
