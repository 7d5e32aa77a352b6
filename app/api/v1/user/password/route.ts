import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { changeOwnPassword } from '@/lib/staff/auth/account/own-password';
import * as contract from './contract';

/** POST /api/v1/user/password {current, new}: the own password changed; the other sessions end ({ended_sessions}). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok({ ended_sessions: await changeOwnPassword(await getDb(), staff, body, new Date()) }),
);
