import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { endSessionsQuery } from '@/lib/staff/auth/account/request-schemas';
import type { SessionItem } from '@/lib/staff/auth/account/own-sessions';

const sessionItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
}) satisfies z.ZodType<SessionItem>;

/** GET /api/v1/user/sessions: {items} of the own sessions, the current one marked. */
export const GET = routeContract({
  method: 'GET',
  summary: 'The own sessions, latest used first, the current one marked',
  tag: 'admin',
  access: 'account',
  data: z.object({ items: z.array(sessionItem) }),
});

/** DELETE /api/v1/user/sessions?id= ends one own session; ?others=true ends all but the current ({ended}). */
export const DELETE = routeContract({
  method: 'DELETE',
  summary: 'Ends one own session (?id=) or every other one (?others=true)',
  tag: 'admin',
  access: 'account',
  query: endSessionsQuery,
  data: z.object({ ended: z.number().int() }),
  errors: ['not_found'],
});
