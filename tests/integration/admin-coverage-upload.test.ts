import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as importCsv } from '@/app/api/v1/address/route';
import { POST as updateAddress } from '@/app/api/v1/address/update/route';
import { POST as upload } from '@/app/api/v1/adm/upload/route';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { runAdminCommand, UsageError } from '@/lib/staff/admin/cli-commands';
import { signatureHeaders } from '@/lib/http/api/sign';
import { authenticate } from '@/lib/staff/auth/login';
import { addresses, auditLog } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { expiredTags } from '../setup/integration';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login, ORIGIN } from './helpers/admin';

const db = setupTestDatabase();
let acc = '';
let mk = '';

beforeAll(async () => {
  await ensureAccount(db(), 'acc@ca.example', 'accounting');
  await ensureAccount(db(), 'mk@ca.example', 'marketing');
  acc = (await login('acc@ca.example')).cookie;
  mk = (await login('mk@ca.example')).cookie;
});

const HEADER = 'region,district,street_rus,street_uzb,building,in_coverage,technology';
const total = async () => (await db().select({ n: count() }).from(addresses))[0]!.n;
const send = (csv: string, dry_run: boolean, cookie = acc) =>
  asStaff(importCsv, '/api/v1/address?lang=rus', cookie, { method: 'POST', body: { csv, dry_run } });

describe('coverage CSV import', () => {
  const good = `${HEADER}\nТашкент,Юнусабадский район,ул. Тестовая,Test ko'chasi,12A,да,GPON\nТашкент,Юнусабадский район,ул. Тестовая,Test ko'chasi,14,0,`;
  const bad = `${good}\nТашкент,Юнусабадский район,ул. Тестовая,Test ko'chasi,,да,LTE`;

  it('answers per-row errors on a dry run and changes nothing', async () => {
    const before = await total();
    const res = await send(bad, true);
    expect(res.status).toBe(200);
    expect(res.json.data.errors).toEqual([
      { row: 4, field: 'building', message: 'Обязательное поле.' },
      { row: 4, field: 'technology', message: expect.any(String) },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses the whole file when any row is wrong, and imports every row of a good file', async () => {
    const before = await total();
    expect((await send(bad, false)).status).toBe(400);
    expect(await total()).toBe(before);
    expiredTags.length = 0;
    const res = await send(good, false);
    expect(res.json.data).toMatchObject({ rows: 2, imported: 2, errors: [] });
    expect(await total()).toBe(before + 2);
    expect(expiredTags).toEqual(['ca']);
    const again = await send(good, false);
    expect(again.json.data.imported).toBe(2);
    expect(await total()).toBe(before + 2);
  });

  it('refuses a file without any row under the header, and says so on the dry run', async () => {
    const audits = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
    const before = await audits();
    const dry = await send(HEADER, true);
    expect(dry.json.data).toEqual({
      rows: 0,
      imported: 0,
      errors: [{ row: 2, field: '_', message: 'В файле нет ни одной строки с адресом.' }],
    });
    const real = await send(`${HEADER}\n`, false);
    expect(real.status).toBe(400);
    expect(real.json.error.fields).toEqual({ csv: 'В файле нет ни одной строки с адресом.' });
    expect(await audits()).toBe(before);
  });

  it('updates one building through address/update, and refuses a role without the ca right', async () => {
    const [row] = await db().select().from(addresses).where(eq(addresses.building, '12A'));
    const res = await asStaff(updateAddress, '/api/v1/address/update', acc, {
      method: 'POST',
      body: { id: row!.id, in_coverage: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.data.in_coverage).toBe(false);
    await ensureAccount(db(), 'hr@ca.example', 'hr');
    const hr = (await login('hr@ca.example')).cookie;
    expect((await send(HEADER, true, hr)).status).toBe(403);
  });
});

function multipart(cookie: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  const { STATISTIC_KEY, MAP_KEY } = env();
  const req = new Request(`${ORIGIN}/api/v1/adm/upload`, {
    method: 'POST',
    body: form,
    headers: { ...signatureHeaders(STATISTIC_KEY, MAP_KEY), origin: ORIGIN, cookie },
  });
  return req;
}

async function post(req: Request) {
  const body = await req.arrayBuffer();
  const headers = new Headers(req.headers);
  headers.set('content-length', String(body.byteLength));
  const next = new NextRequest(req.url, { method: 'POST', body, headers });
  const res = await upload(next, { params: Promise.resolve({}) });
  return { status: res.status, json: await res.json() };
}

describe('image upload', () => {
  it('stores a PNG as a resized WebP with a random name, served with its type and nosniff', async () => {
    const png = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#0b5cab' } })
      .png()
      .toBuffer();
    const res = await post(multipart(mk, 'banner.png', new Uint8Array(png), 'image/png'));
    expect(res.status).toBe(200);
    expect(res.json.data.path).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const parts = res.json.data.path.split('/').slice(2);
    const served = await serveUpload(new Request(`${ORIGIN}${res.json.data.path}`), {
      params: Promise.resolve({ path: parts }),
    });
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
  });

  it('refuses an HTML file renamed .png, whatever its declared type', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await post(multipart(mk, 'evil.png', html, 'image/png'));
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media');
  });

  it('refuses a file over 2 MB and a role without an image section', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect((await post(multipart(mk, 'big.jpg', big, 'image/jpeg'))).status).toBe(413);
    expect((await post(multipart(acc, 'x.png', new Uint8Array([0x89, 0x50]), 'image/png'))).status).toBe(403);
  });
});

describe('admin command line', () => {
  it('creates an account with a generated password and resets it', async () => {
    const created = await runAdminCommand(db(), ['create', '--email', 'Cli@Example.com', '--role', 'hr']);
    const password = created[1]!.replace('Password: ', '');
    await expect(authenticate(db(), 'cli@example.com', password, new Date())).resolves.toMatchObject({ role: 'hr' });
    const reset = await runAdminCommand(db(), [
      'reset-password',
      '--email',
      'cli@example.com',
      '--password',
      'a-new-long-password',
    ]);
    expect(reset).toHaveLength(1);
    await expect(authenticate(db(), 'cli@example.com', 'a-new-long-password', new Date())).resolves.toMatchObject({
      email: 'cli@example.com',
    });
    await expect(
      runAdminCommand(db(), ['create', '--email', 'x@example.com', '--role', 'boss']),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(runAdminCommand(db(), ['reset-password', '--email', 'nobody@example.com'])).rejects.toBeInstanceOf(
      UsageError,
    );
  });
});
