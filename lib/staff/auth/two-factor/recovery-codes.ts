/**
 * Recovery codes: ten random single-use codes shown once at enabling; stored as SHA-256 hashes
 * (each has 80 random bits, so a fast hash is enough), spent on use.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminRecoveryCodes } from '@/lib/platform/db/schema';
import { base32Encode } from './totp';

export const RECOVERY_CODE_COUNT = 10;

function hashCode(code: string): string {
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z2-7]/g, ''))
    .digest('hex');
}

/** A new code: 16 base32 characters in groups of four. */
function newCode(): string {
  return base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-');
}

/** Replaces the account's recovery codes with ten new ones; answers them (the only time they are seen). */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Spends an unused recovery code of the account; false when it is not one (or already spent). */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent.length > 0;
}

/** Forgets the account's recovery codes (two-factor switched off). */
export async function dropRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}
