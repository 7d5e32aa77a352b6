/** How passwords are stored, and that no account ever starts with a known password. */
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as createUser } from '@/app/api/v1/user/create/route';
import { ensureInitialAdmin } from '@/lib/staff/auth/initial-admin';
import { authenticate } from '@/lib/staff/auth/login';
import { adminUsers } from '@/lib/platform/db/schema';
import { setupTestDatabase } from './helpers/database';
import { account, asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
// OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane; a 16-byte salt and a 32-byte hash, base64.
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password storage', () => {
  it('keeps argon2id (m=19456, t=2, p=1) with its own salt: the same password never gives the same hash', async () => {
    await ensureAccount(db(), 'dev@storage.example', 'developer');
    const cookie = (await login('dev@storage.example')).cookie;
    for (const email of ['a@storage.example', 'b@storage.example']) {
      const res = await asStaff(createUser, '/api/v1/user/create', cookie, {
        method: 'POST',
        body: { email, role: 'hr', password: 'one shared uncommon phrase' },
      });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.json)).not.toContain('argon2');
    }
    const [a, b] = [await account(db(), 'a@storage.example'), await account(db(), 'b@storage.example')];
    expect(a.passwordHash).toMatch(ARGON2ID);
    expect(b.passwordHash).toMatch(ARGON2ID);
    expect(a.passwordHash).not.toBe(b.passwordHash);
  });

  it('gives the first account a generated password, different on every first start, written only to a mode-600 file', async () => {
    const passwords: string[] = [];
    for (let i = 0; i < 2; i++) {
      await db().delete(adminUsers);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'first-admin-'));
      const password = await ensureInitialAdmin(db(), 'first@storage.example', dir);
      expect(password).toMatch(/^[\w-]{20}$/);
      passwords.push(password!);
      const file = path.join(dir, 'initial-admin.txt');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toContain(`password: ${password}`);
      expect(await ensureInitialAdmin(db(), 'first@storage.example', dir)).toBeNull(); // never again once an account exists
      await expect(authenticate(db(), 'first@storage.example', password!, new Date())).resolves.toMatchObject({
        role: 'developer',
      });
    }
    expect(passwords[0]).not.toBe(passwords[1]);
    for (const guess of ['admin', 'password', 'admin123', 'changeme', '123456']) {
      await expect(authenticate(db(), 'first@storage.example', guess, new Date())).rejects.toMatchObject({
        code: 'bad_credentials',
      });
      await db()
        .update(adminUsers)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(eq(adminUsers.email, 'first@storage.example'));
    }
  });

  it('has no password written in the code: every hash is made from a generated or typed password', () => {
    const literal = /hashPassword\(\s*['"`]|passwordHash:\s*['"`]|password:\s*['"`][^'"`]+['"`]/;
    const files = ['lib', 'app', 'components']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) =>
      literal.test(readFileSync(f, 'utf8').replace("hashPassword('dummy-password-for-timing')", '')),
    );
    // The one literal is the timing dummy of lib/staff/auth/login.ts, hashed for unknown e-mails and never stored.
    expect(offenders).toEqual([]);
  });
});
