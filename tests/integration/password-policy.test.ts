import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createUser } from '@/app/api/v1/user/create/route';
import { POST as updateUser } from '@/app/api/v1/user/update/route';
import { isCommonPassword } from '@/lib/staff/auth/common-password';
import { PASSWORD_MIN_LENGTH } from '@/lib/staff/auth/password-policy';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
let cookie = '';

beforeAll(async () => {
  await ensureAccount(db(), 'dev@policy.example', 'developer');
  cookie = (await login('dev@policy.example')).cookie;
});

const create = (email: string, password: string) =>
  asStaff(createUser, '/api/v1/user/create?lang=rus', cookie, {
    method: 'POST',
    body: { email, role: 'hr', password },
  });

describe('password policy (ASVS: 8–128 characters, no composition rules, no common passwords)', () => {
  it('knows the most common passwords, whatever their case', () => {
    for (const p of ['password', '123456789', 'qwerty123', 'Iloveyou', 'PASSWORD1'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('tashkent river at dawn 2026')).toBe(false);
  });

  it('refuses a common password with a translated per-field message, and stores nothing', async () => {
    const res = await create('common@policy.example', 'password123');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.password).toBe(
      'Этот пароль слишком распространён: его легко подобрать. Выберите другой.',
    );
    const again = await create('common@policy.example', 'tashkent river at dawn 2026');
    expect(again.status).toBe(200); // the refused attempt left no account behind
  });

  it('refuses passwords under 8 or over 128 characters, naming the limit', async () => {
    const short = await create('short@policy.example', 'k7#Tash');
    expect(short.status).toBe(400);
    expect(short.json.error.fields.password).toBe(`Не короче ${PASSWORD_MIN_LENGTH} символов.`);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect((await create('long@policy.example', 'x'.repeat(129))).status).toBe(400);
  });

  it('accepts any long enough uncommon password, without composition rules', async () => {
    expect((await create('lower@policy.example', 'onlylowercaseletters')).status).toBe(200);
    expect((await create('eight@policy.example', 'kx8vq2mz')).status).toBe(200);
  });

  it('applies the same rules to a password change', async () => {
    const created = await create('change@policy.example', 'another uncommon phrase');
    const id = created.json.data.user.id;
    const res = await asStaff(updateUser, '/api/v1/user/update?lang=uzb', cookie, {
      method: 'POST',
      body: { id, password: 'qwerty123' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.password).toBe('Bu parol juda keng tarqalgan va uni topish oson. Boshqasini tanlang.');
  });
});
