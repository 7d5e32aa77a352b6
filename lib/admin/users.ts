/**
 * Staff accounts: list, create, update. Guards: nobody removes their own `users` right or
 * disables themselves, and nobody gives a role with rights beyond their own. A disable or a
 * password change ends the account's sessions.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import { apiError } from '@/lib/api/errors';
import { accessRights, hasRight, type Role } from '@/lib/auth/rights';
import { generatePassword, hashPassword } from '@/lib/auth/password';
import { assertUncommonPassword } from '@/lib/auth/password-policy';
import { normalizeEmail } from '@/lib/auth/login';
import { deleteUserSessions, type Staff } from '@/lib/auth/session';
import type { createUserSchema, updateUserSchema } from './schemas/users';
import { writeAudit } from './audit';

/** An account as the users section shows it (never the hash). */
export type UserRow = { id: number; email: string; role: Role; access_rights: string[]; disabled: boolean; locked_until: string | null; created_at: string };

function toRow(u: typeof adminUsers.$inferSelect): UserRow {
  return { id: u.id, email: u.email, role: u.role, access_rights: accessRights(u.role), disabled: u.disabled, locked_until: u.lockedUntil?.toISOString() ?? null, created_at: u.createdAt.toISOString() };
}

function withinRights(actor: Role, role: Role): boolean {
  return accessRights(role).every((s) => hasRight(actor, s));
}

/** Every account, oldest first. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return (await db.select().from(adminUsers).orderBy(asc(adminUsers.id))).map(toRow);
}

/** Creates an account; answers it and the password when one was generated (shown once). */
export async function createUser(db: Db, actor: Staff, input: z.output<typeof createUserSchema>) {
  if (!withinRights(actor.role, input.role)) throw apiError('forbidden');
  const email = normalizeEmail(input.email);
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (existing) throw apiError('conflict');
  if (input.password) assertUncommonPassword(input.password);
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(adminUsers).values({ email, role: input.role, passwordHash }).returning();
    if (!user) throw apiError('internal');
    const row = toRow(user);
    await writeAudit(tx as unknown as Db, actor, { section: 'users', itemId: user.id, action: 'create', before: null, after: row });
    return { user: row, password: input.password ? null : password };
  });
}

/** Updates an account; answers it and a generated password after `reset_password`. */
export async function updateUser(db: Db, actor: Staff, input: z.output<typeof updateUserSchema>) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.id));
  if (!user) throw apiError('not_found');
  if (!withinRights(actor.role, user.role)) throw apiError('forbidden');
  if (input.role && !withinRights(actor.role, input.role)) throw apiError('forbidden');
  const self = user.id === actor.id;
  if (self && input.role && !hasRight(input.role, 'users')) throw apiError('forbidden');
  if (self && input.disabled) throw apiError('forbidden');
  if (input.password) assertUncommonPassword(input.password);
  const generated = input.reset_password ? generatePassword() : null;
  const newPassword = generated ?? input.password;
  const changes: Partial<typeof adminUsers.$inferInsert> = { updatedAt: new Date() };
  if (input.role) changes.role = input.role;
  if (input.disabled !== undefined) changes.disabled = input.disabled;
  if (newPassword) Object.assign(changes, { passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date(), failedLogins: 0, lockedUntil: null });
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(adminUsers).set(changes).where(eq(adminUsers.id, user.id)).returning();
    if (!updated) throw apiError('not_found');
    const row = toRow(updated);
    await writeAudit(tx as unknown as Db, actor, { section: 'users', itemId: user.id, action: 'update', before: toRow(user), after: { ...row, password_changed: Boolean(newPassword) } });
    if (newPassword || input.disabled || (input.role && input.role !== user.role)) await deleteUserSessions(tx as unknown as Db, user.id);
    return { user: row, password: generated };
  });
}
