import { z } from 'zod';
import { vacancy } from '@/lib/http/api/answers/content';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/billing/vacancies: open vacancies (kept in our content tables, not in billing). */
export const GET = routeContract({
  method: 'GET',
  summary: 'Open vacancies in the caller language (from our content tables)',
  tag: 'billing',
  access: 'signed',
  data: z.array(vacancy),
});
