/** POST /api/v1/resume: the CV is checked by content and size and stored among the database's private files, never served publicly. */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as resume } from '@/app/api/v1/resume/route';
import { resumes, storedFiles } from '@/lib/platform/db/schema';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { postMultipart } from './helpers/multipart';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();

const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

async function form(file: Blob, name: string, extra: Record<string, string> = {}) {
  const f = new FormData();
  const fields = {
    name: 'Aziz Karimov',
    phone: '+998 93 555 44 33',
    email: 'aziz@example.uz',
    vacancy: 'Сетевой инженер',
    message: 'CCNA',
    altcha: await solvedCaptcha(),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', file, name);
  return f;
}

describe('résumé upload', () => {
  it('accepts a real small PDF and stores it in the database under a random name, with its type, size and hash', async () => {
    const res = await postMultipart(
      resume,
      '/api/v1/resume?lang=uzb',
      await form(new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf'),
      { [CLIENT_IP_HEADER]: '10.5.0.1' },
    );
    expect(res.status).toBe(200);
    expect(res.json.data.message).toMatch(/Rezyume qabul qilindi/);
    const [row] = await db().select().from(resumes);
    expect(row).toMatchObject({ fileName: 'cv.pdf', mimeType: 'application/pdf', phone: '+998 93 555 44 33' });
    expect(row!.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const [stored] = await db()
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, 'resume'), eq(storedFiles.name, row!.storedName)));
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    expect(stored!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(Buffer.from(stored!.data).toString('utf8')).toBe(PDF);
    // a CV is private: the public /uploads route never serves it, however the path is written
    for (const parts of [
      ['resumes', row!.storedName],
      ['images', '..', 'resumes', row!.storedName],
      [row!.storedName],
    ]) {
      const served = await serveUpload(new Request(`http://localhost/uploads/${parts.join('/')}`), {
        params: Promise.resolve({ path: parts }),
      });
      expect(served.status, parts.join('/')).toBe(404);
    }
  });

  it('refuses an HTML page renamed to .pdf with 415', async () => {
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' });
    const res = await postMultipart(resume, '/api/v1/resume', await form(html, 'cv.pdf'), {
      [CLIENT_IP_HEADER]: '10.5.0.2',
    });
    expect(res.status).toBe(415);
    expect(res.json.error.message).toBe('Этот тип файла не принимается.');
  });

  it('refuses a file over 5 MB with 413 before storing anything', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 100).fill(0x25)], { type: 'application/pdf' });
    const res = await postMultipart(resume, '/api/v1/resume', await form(big, 'big.pdf'), {
      [CLIENT_IP_HEADER]: '10.5.0.3',
    });
    expect(res.status).toBe(413);
    expect(await db().select().from(resumes)).toHaveLength(1);
    expect(await db().select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(1);
  });

  it('names missing fields and a missing file', async () => {
    const f = new FormData();
    f.append('name', '');
    const res = await postMultipart(resume, '/api/v1/resume', f, { [CLIENT_IP_HEADER]: '10.5.0.4' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(expect.arrayContaining(['name', 'phone', 'vacancy', 'altcha']));
    const noFile = new FormData();
    for (const [k, v] of Object.entries({ name: 'A', phone: '901234567', vacancy: 'X', altcha: 'y' }))
      noFile.append(k, v);
    const res2 = await postMultipart(resume, '/api/v1/resume', noFile, { [CLIENT_IP_HEADER]: '10.5.0.4' });
    expect(res2.json.error.fields.file).toBe('Обязательное поле.');
  });

  it('stores a CV whose file name carries control characters, keeping the name without them', async () => {
    const res = await postMultipart(
      resume,
      '/api/v1/resume',
      await form(new Blob([PDF], { type: 'application/pdf' }), 'my\u0000cv\u0007.pdf'),
      { [CLIENT_IP_HEADER]: '10.5.0.5' },
    );
    expect(res.status).toBe(200);
    const rows = await db().select().from(resumes);
    expect(rows.at(-1)!.fileName).toBe('mycv.pdf');
  });

  it('refuses a body that is not multipart', async () => {
    const f = await form(new Blob([PDF]), 'cv.pdf');
    const res = await postMultipart(resume, '/api/v1/resume', f, { 'content-type': 'application/json' });
    expect(res.status).toBe(415);
  });
});
