/**
 * Uploaded files live in the database: served by any instance with their hash as ETag (304 when the
 * browser holds them), images cached for good, documents as downloads; files of the old upload
 * folder are moved in once, however often the start-up runs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as uploadImage } from '@/app/api/v1/adm/upload/route';
import { POST as uploadTenderFile } from '@/app/api/v1/adm/tender-file/route';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { importUploadFolder } from '@/lib/platform/files/import-uploads';
import { storedFiles } from '@/lib/platform/files/table';
import { ensureAccount, login, ORIGIN } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { postMultipart } from './helpers/multipart';
import { storedFileCount } from './helpers/stored-files';

const db = setupTestDatabase();
let manager = '';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-files-'));

beforeAll(async () => {
  await ensureAccount(db(), 'manager@files.example', 'manager');
  manager = (await login('manager@files.example')).cookie;
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** GET of a public upload path, with extra request headers. */
const serve = (url: string, headers: Record<string, string> = {}) =>
  serveUpload(new Request(`${ORIGIN}${url}`, { headers }), {
    params: Promise.resolve({ path: url.split('/').slice(2) }),
  });

async function upload(route: typeof uploadImage, url: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  const res = await postMultipart(route, url, form, { origin: ORIGIN, cookie: manager });
  expect(res.status).toBe(200);
  return res.json.data;
}

describe('serving stored files', () => {
  it('serves an uploaded image with its hash as ETag, for good, and 304 to a browser that holds it', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#e30613' } })
      .png()
      .toBuffer();
    const { path: url } = await upload(uploadImage, '/api/v1/adm/upload', 'logo.png', new Uint8Array(png), 'image/png');
    const first = await serve(url);
    expect(first.status).toBe(200);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-disposition')).toBeNull();

    const again = await serve(url, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await serve(url, { 'if-none-match': `W/${first.headers.get('etag')}` })).status).toBe(304);
    expect((await serve(url, { 'if-none-match': '"0000"' })).status).toBe(200);
  });

  it('serves a tender document as a download under its stored name, with nosniff and ETag', async () => {
    const { name, path: url } = await upload(
      uploadTenderFile,
      '/api/v1/adm/tender-file',
      'ТЗ.pdf',
      PDF,
      'application/pdf',
    );
    const res = await serve(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toBe(`"${sha256(PDF)}"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });
});

describe('moving the upload folder in', () => {
  it('stores the files of images/, tenders/ and resumes/ once, under their names, and serves them at their old URLs', async () => {
    const root = path.join(work, 'uploads');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const files: Record<string, Uint8Array> = {
      'images/0123456789abcdef0123456789abcdef.webp': webp,
      'images/news/old-photo.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'tenders/fedcba9876543210fedcba9876543210.pdf': PDF,
      'resumes/11111111-2222-3333-4444-555555555555.pdf': PDF,
      'resumes/notes.txt': new TextEncoder().encode('not a file the site wrote'),
    };
    for (const [name, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), bytes);
    }
    const before = {
      image: await storedFileCount(db(), 'image'),
      tender: await storedFileCount(db(), 'tender'),
      resume: await storedFileCount(db(), 'resume'),
    };

    expect(await importUploadFolder(db(), root)).toBe(4);
    expect(await importUploadFolder(db(), root)).toBe(0);
    expect(await storedFileCount(db(), 'image')).toBe(before.image + 2);
    expect(await storedFileCount(db(), 'tender')).toBe(before.tender + 1);
    expect(await storedFileCount(db(), 'resume')).toBe(before.resume + 1);

    const image = await serve('/uploads/images/0123456789abcdef0123456789abcdef.webp');
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(webp));
    const nested = await serve('/uploads/images/news/old-photo.jpg');
    expect(nested.headers.get('content-type')).toBe('image/jpeg');
    const tender = await serve('/uploads/tenders/fedcba9876543210fedcba9876543210.pdf');
    expect(tender.headers.get('etag')).toBe(`"${sha256(PDF)}"`);
    // the folder is left as it was, for the operator to remove
    expect(fs.existsSync(path.join(root, 'resumes/11111111-2222-3333-4444-555555555555.pdf'))).toBe(true);
    const rows = await db().select({ name: storedFiles.name, size: storedFiles.size }).from(storedFiles);
    expect(rows.filter((row) => row.name === '11111111-2222-3333-4444-555555555555.pdf')).toEqual([
      { name: '11111111-2222-3333-4444-555555555555.pdf', size: PDF.byteLength },
    ]);
  });

  it('finds nothing to do without an upload folder', async () => {
    expect(await importUploadFolder(db(), path.join(work, 'none'))).toBe(0);
  });
});
