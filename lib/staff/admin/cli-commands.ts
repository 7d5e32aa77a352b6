/** The account commands of `npm run admin`, apart from the process wiring so tests can run them. */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { normalizeEmail } from '@/lib/staff/auth/login';
import { generatePassword, hashPassword } from '@/lib/staff/auth/password';
import { isCommonPassword } from '@/lib/staff/auth/common-password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from '@/lib/staff/auth/password-policy';
import { ROLES, type Role } from '@/lib/staff/auth/rights';
import { deleteUserSessions } from '@/lib/staff/auth/session';
import { logger } from '@/lib/platform/log/logger';

/** Thrown for a wrong command line; the message says how to call it. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage:
  npm run admin -- create --email E --role R [--password P]   (roles: ${ROLES.join(', ')})
  npm run admin -- reset-password --email E [--password P]`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new UsageError(`--email must be an e-mail address.\n${USAGE}`);
  if (values.password !== undefined && !passwordSchema.safeParse(values.password).success)
    throw new UsageError(`--password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  if (values.password !== undefined && isCommonPassword(values.password))
    throw new UsageError('--password is one of the most common passwords; choose another.');
  return { email: normalizeEmail(values.email), role: values.role, password: values.password };
}

/** Runs one command; answers the lines to print. */
export async function runAdminCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, ...rest] = argv;
  if (command === 'create') {
    const { email, role, password } = options(rest);
    if (!role || !(ROLES as readonly string[]).includes(role))
      throw new UsageError(`--role must be one of: ${ROLES.join(', ')}.`);
    const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
    if (existing) throw new UsageError(`An account ${email} already exists; use reset-password.`);
    const secret = password ?? generatePassword();
    const [created] = await db
      .insert(adminUsers)
      .values({ email, role: role as Role, passwordHash: await hashPassword(secret) })
      .returning({ id: adminUsers.id });
    logger().warn(
      { event: 'admin_account_created', via: 'cli', userId: created?.id, role, generatedPassword: !password },
      'account created',
    );
    return [`Created ${email} (role ${role}).`, ...(password ? [] : [`Password: ${secret}`])];
  }
  if (command === 'reset-password') {
    const { email, password } = options(rest);
    const [user] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
    if (!user) throw new UsageError(`No account ${email}.`);
    const secret = password ?? generatePassword();
    await db
      .update(adminUsers)
      .set({
        passwordHash: await hashPassword(secret),
        passwordChangedAt: new Date(),
        failedLogins: 0,
        lockedUntil: null,
      })
      .where(eq(adminUsers.id, user.id));
    await deleteUserSessions(db, user.id);
    logger().warn(
      { event: 'admin_password_changed', via: 'cli', userId: user.id, generated: !password },
      'account password changed',
    );
    return [`New password set for ${email}; its sessions have ended.`, ...(password ? [] : [`Password: ${secret}`])];
  }
  throw new UsageError(USAGE);
}
