import { beforeAll, describe, expect, it } from 'vitest';
import { POST as uploadTenderFile } from '@/app/api/v1/adm/tender-file/route';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { tenderFileHref } from '@/components/site/tender-card';
import { setupTestDatabase } from './helpers/database';
import { ensureAccount, login, ORIGIN } from './helpers/admin';
import { postMultipart } from './helpers/multipart';

const db = setupTestDatabase();
let manager = '';
let hr = '';

beforeAll(async () => {
  await ensureAccount(db(), 'manager@tenders.example', 'manager');
  await ensureAccount(db(), 'hr@tenders.example', 'hr');
  manager = (await login('manager@tenders.example')).cookie;
  hr = (await login('hr@tenders.example')).cookie;
});

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A zip whose one local file header names `entry` (enough for the type check). */
function zipWith(entry: string): Uint8Array {
  const name = new TextEncoder().encode(entry);
  const header = new Uint8Array(30 + name.length);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = name.length;
  header.set(name, 30);
  return header;
}

const upload = (cookie: string, fileName: string, bytes: Uint8Array, type: string, origin = ORIGIN) => {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], fileName, { type }));
  return postMultipart(uploadTenderFile, '/api/v1/adm/tender-file', form, { origin, cookie });
};

const serve = (path: string) =>
  serveUpload(new Request(`${ORIGIN}${path}`), { params: Promise.resolve({ path: path.split('/').slice(2) }) });

describe('tender attachments', () => {
  it('stores a PDF under a random name, served as a download with its type, nosniff and at the path the public page links', async () => {
    const res = await upload(manager, 'Техническое задание.pdf', PDF, 'application/pdf');
    expect(res.status).toBe(200);
    const { name, path } = res.json.data;
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(path).toBe(`/uploads/tenders/${name}`);
    expect(tenderFileHref(name)).toBe(path);
    const served = await serve(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it('keeps the extension of the type found in the content: DOC, DOCX and XLSX', async () => {
    const doc = await upload(
      manager,
      'a.bin',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/octet-stream',
    );
    expect(doc.json.data.name).toMatch(/\.doc$/);
    const docx = await upload(manager, 'b.zip', zipWith('word/document.xml'), 'application/zip');
    expect(docx.json.data.name).toMatch(/\.docx$/);
    const xlsx = await upload(manager, 'c.zip', zipWith('xl/workbook.xml'), 'application/zip');
    expect(xlsx.json.data.name).toMatch(/\.xlsx$/);
    expect((await serve(xlsx.json.data.path)).headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses an HTML file renamed .pdf and a zip that is no Office document (415)', async () => {
    const html = await upload(
      manager,
      'evil.pdf',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'application/pdf',
    );
    expect(html.status).toBe(415);
    expect(html.json.error.code).toBe('unsupported_media');
    expect((await upload(manager, 'x.docx', zipWith('evil/index.html'), 'application/zip')).status).toBe(415);
  });

  it('refuses a file over 10 MB (413), a role without the tenders right (403) and a cross-site upload', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PDF.subarray(0, 8));
    expect((await upload(manager, 'big.pdf', big, 'application/pdf')).status).toBe(413);
    const forbidden = await upload(hr, 'a.pdf', PDF, 'application/pdf');
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.code).toBe('forbidden');
    expect((await upload(manager, 'a.pdf', PDF, 'application/pdf', 'https://evil.example')).status).toBe(403);
    expect((await upload('', 'a.pdf', PDF, 'application/pdf')).status).toBe(401);
  });

  it('serves nothing outside the images and tenders folders, and no other types there', async () => {
    expect((await serve('/uploads/resumes/0123456789abcdef0123456789abcdef.pdf')).status).toBe(404);
    expect((await serve('/uploads/other/x.pdf')).status).toBe(404);
    expect((await serve('/uploads/tenders/../resumes/x.pdf')).status).toBe(404);
    expect((await serve('/uploads/tenders/x.html')).status).toBe(404);
    expect((await serve('/uploads/tenders/0123456789abcdef0123456789abcdef.pdf')).status).toBe(404);
  });
});
