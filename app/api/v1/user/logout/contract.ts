import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';

/** POST /api/v1/user/logout: ends the session (if any) and clears the cookie. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Ends the session (if any) and clears the cookie',
  tag: 'admin',
  access: 'same-origin',
  data: z.null(),
});
