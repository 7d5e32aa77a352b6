/** Records an account security event in the audit trail and the log: who, what, from where; never a code, token or password. */
import 'server-only';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Db } from '@/lib/platform/db/client';
import { logger } from '@/lib/platform/log/logger';
import type { Staff } from '../session';

/** The account events of the profile, the sign-in's second factor and the reset by e-mail. */
export type AccountEvent =
  | 'two_factor_setup_started'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'session_ended'
  | 'other_sessions_ended';

/** Writes the event to the audit trail (section `profile`, the account's id) and to the log. */
export async function recordAccountEvent(
  db: Db,
  staff: Pick<Staff, 'id' | 'email' | 'role'>,
  event: AccountEvent,
  details: Record<string, string | number | boolean> = {},
): Promise<void> {
  await writeAudit(db, staff, {
    section: 'profile',
    itemId: staff.id,
    action: event.endsWith('_ended') ? 'delete' : 'update',
    before: null,
    after: { event, ...details },
  });
  logger().info(
    { event: `admin_${event}`, userId: staff.id, ...details },
    `admin account: ${event.replace(/_/g, ' ')}`,
  );
}
