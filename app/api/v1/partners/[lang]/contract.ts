import { z } from 'zod';
import { partner } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/partners/{lang}. */
export const GET = contentRead('Partners, in order', z.array(partner));
