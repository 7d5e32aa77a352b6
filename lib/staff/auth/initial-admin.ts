/**
 * On the first start there is no staff account: create one developer account with a
 * generated password, print it once and write it to DATA_DIR/initial-admin.txt (mode 600).
 * There is no default password anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { generatePassword, hashPassword } from './password';
import { markNewInstall } from './two-factor/policy';

/** Creates the first developer account when there is none (and marks the installation new); returns its password, or null. */
export async function ensureInitialAdmin(db: Db, email: string, dataDir: string): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return null;
  const password = generatePassword();
  await db
    .insert(adminUsers)
    .values({ email, role: 'developer', passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  // The set-up that makes the first account is a new installation: it requires two-factor by default.
  await markNewInstall(db);
  if (dataDir !== 'memory:') {
    const file = path.resolve(dataDir, 'initial-admin.txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `e-mail: ${email}\npassword: ${password}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  // Printed once, on the start that created the account; never logged again.
  const saved = dataDir === 'memory:' ? '' : `also written to ${path.join(dataDir, 'initial-admin.txt')}; `;
  console.log(
    `\nCreated the first admin account (role developer).\n  e-mail:   ${email}\n  password: ${password}\n  (${saved}change it after signing in)\n`,
  );
  return password;
}
