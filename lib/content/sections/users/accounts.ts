/**
 * Staff accounts: list, create, update. Guards: nobody removes their own `users` right or
 * disables themselves, and nobody gives a role with rights beyond their own. A disable or a
 * password change ends the account's sessions.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from './table';
import { fail } from '@/lib/platform/errors/domain-error';
import { accessRights, hasAccessRight, hasRight, type Role } from '@/lib/staff/auth/rights';
import { generatePassword, hashPassword } from '@/lib/staff/auth/password';
import { assertUncommonPassword } from '@/lib/staff/auth/common-password';
import { normalizeEmail } from '@/lib/staff/auth/login';
import { deleteUserSessions, type Staff } from '@/lib/staff/auth/session';
import { logger } from '@/lib/platform/log/logger';
import type { createUserSchema, updateUserSchema } from './schema';
import { writeAudit } from '@/lib/staff/admin/audit';

/** An account as the users section shows it (never the hash). */
export type UserRow = {
  id: number;
  email: string;
  role: Role;
  access_rights: string[];
  disabled: boolean;
  locked_until: string | null;
  created_at: string;
};

function toRow(u: typeof adminUsers.$inferSelect): UserRow {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    access_rights: accessRights(u.role),
    disabled: u.disabled,
    locked_until: u.lockedUntil?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}

function withinRights(actor: Role, role: Role): boolean {
  return accessRights(role).every((s) => hasAccessRight(actor, s));
}

/** Logs a refused account change and answers the 403 to throw. */
function refused(actor: Staff, why: string, details: { userId?: number; role?: Role } = {}) {
  logger().warn(
    { event: 'admin_account_change_refused', reason: why, actorId: actor.id, actorRole: actor.role, ...details },
    'account change refused',
  );
  return fail('forbidden');
}

/** Logs what an account change did to rights, access and the password (never the password itself). */
function logAccountChange(actor: Staff, before: UserRow, after: UserRow, passwordChanged: boolean, generated: boolean) {
  const who = { actorId: actor.id, userId: after.id };
  if (before.role !== after.role)
    logger().warn({ event: 'admin_role_changed', ...who, from: before.role, to: after.role }, 'account role changed');
  if (before.disabled !== after.disabled)
    logger().warn(
      { event: after.disabled ? 'admin_account_disabled' : 'admin_account_enabled', ...who },
      'account access changed',
    );
  if (passwordChanged)
    logger().warn({ event: 'admin_password_changed', ...who, generated }, 'account password changed');
}

/** Every account, oldest first. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return (await db.select().from(adminUsers).orderBy(asc(adminUsers.id))).map(toRow);
}

/** Creates an account; answers it and the password when one was generated (shown once). */
export async function createUser(db: Db, actor: Staff, input: z.output<typeof createUserSchema>) {
  if (!withinRights(actor.role, input.role)) throw refused(actor, 'role_beyond_own_rights', { role: input.role });
  const email = normalizeEmail(input.email);
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (existing) throw fail('conflict');
  if (input.password) assertUncommonPassword(input.password);
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const [user] = await tx.insert(adminUsers).values({ email, role: input.role, passwordHash }).returning();
    if (!user) throw fail('internal');
    const created = toRow(user);
    await writeAudit(tx as unknown as Db, actor, {
      section: 'users',
      itemId: user.id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
  logger().warn(
    {
      event: 'admin_account_created',
      actorId: actor.id,
      userId: row.id,
      role: row.role,
      generatedPassword: !input.password,
    },
    'account created',
  );
  return { user: row, password: input.password ? null : password };
}

/** Updates an account; answers it and a generated password after `reset_password`. */
export async function updateUser(db: Db, actor: Staff, input: z.output<typeof updateUserSchema>) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.id));
  if (!user) throw fail('not_found');
  if (!withinRights(actor.role, user.role)) throw refused(actor, 'account_beyond_own_rights', { userId: user.id });
  if (input.role && !withinRights(actor.role, input.role))
    throw refused(actor, 'role_beyond_own_rights', { userId: user.id, role: input.role });
  const self = user.id === actor.id;
  if (self && input.role && !hasRight(input.role, 'users'))
    throw refused(actor, 'own_users_right', { userId: user.id, role: input.role });
  if (self && input.disabled) throw refused(actor, 'disable_self', { userId: user.id });
  if (input.password) assertUncommonPassword(input.password);
  const generated = input.reset_password ? generatePassword() : null;
  const newPassword = generated ?? input.password;
  const changes: Partial<typeof adminUsers.$inferInsert> = { updatedAt: new Date() };
  if (input.role) changes.role = input.role;
  if (input.disabled !== undefined) changes.disabled = input.disabled;
  if (newPassword)
    Object.assign(changes, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: new Date(),
      failedLogins: 0,
      lockedUntil: null,
    });
  const before = toRow(user);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(adminUsers).set(changes).where(eq(adminUsers.id, user.id)).returning();
    if (!updated) throw fail('not_found');
    const after = toRow(updated);
    await writeAudit(tx as unknown as Db, actor, {
      section: 'users',
      itemId: user.id,
      action: 'update',
      before,
      after: { ...after, password_changed: Boolean(newPassword) },
    });
    if (newPassword || input.disabled || (input.role && input.role !== user.role))
      await deleteUserSessions(tx as unknown as Db, user.id);
    return after;
  });
  // Logged once the change is committed, so the log never tells of a change that was rolled back.
  logAccountChange(actor, before, row, Boolean(newPassword), Boolean(generated));
  return { user: row, password: generated };
}
