/**
 * The three upload kinds (admin images for slides, news and logos; tender documents; visitors' CVs)
 * hold the same rules: a declared or streamed body over the cap is refused with 413 before it is
 * read whole, and an HTML page renamed .pdf is refused with 415, leaving nothing stored.
 */
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as uploadImage } from '@/app/api/v1/adm/upload/route';
import { POST as uploadTenderFile } from '@/app/api/v1/adm/tender-file/route';
import { POST as uploadResume } from '@/app/api/v1/resume/route';
import { MAX_IMAGE_BYTES } from '@/lib/staff/admin/image-upload';
import { MAX_TENDER_FILE_BYTES } from '@/lib/content/sections/tenders/attachment';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import type { FileKind } from '@/lib/platform/files/store';
import { MAX_CV_BYTES } from '@/lib/visitors/forms/resume-schema';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { ensureAccount, login, ORIGIN } from './helpers/admin';
import { postMultipart } from './helpers/multipart';
import { storedFileCount } from './helpers/stored-files';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await ensureAccount(db(), 'mk@uploads.example', 'marketing');
  cookies.staff = (await login('mk@uploads.example')).cookie;
});

type Kind = {
  name: string;
  handler: typeof uploadImage;
  url: string;
  maxFile: number;
  kind: FileKind;
  staff: boolean;
  fields: () => Promise<Record<string, string>>;
};
const KINDS: Kind[] = [
  {
    name: 'admin image',
    handler: uploadImage,
    url: '/api/v1/adm/upload',
    maxFile: MAX_IMAGE_BYTES,
    kind: 'image',
    staff: true,
    fields: async () => ({}),
  },
  {
    name: 'tender document',
    handler: uploadTenderFile,
    url: '/api/v1/adm/tender-file',
    maxFile: MAX_TENDER_FILE_BYTES,
    kind: 'tender',
    staff: true,
    fields: async () => ({}),
  },
  {
    name: 'CV',
    handler: uploadResume,
    url: '/api/v1/resume',
    maxFile: MAX_CV_BYTES,
    kind: 'resume',
    staff: false,
    fields: async () => ({
      name: 'Aziz Karimov',
      phone: '+998 93 555 44 33',
      vacancy: 'Инженер',
      altcha: await solvedCaptcha(),
    }),
  },
];

const stored = (kind: Kind) => storedFileCount(db(), kind.kind);

/** A multipart upload whose body is produced chunk by chunk (`total` bytes of file), counting what the handler pulls. */
function streamedUpload(kind: Kind, total: number, contentLength?: number) {
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const head = encoder.encode(
    '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const next = pulled === 0 ? head : chunk;
        pulled += next.byteLength;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  ); // nothing is produced before the handler reads
  const { STATISTIC_KEY, MAP_KEY } = env();
  const headers: Record<string, string> = {
    ...signatureHeaders(STATISTIC_KEY, MAP_KEY),
    origin: ORIGIN,
    'content-type': 'multipart/form-data; boundary=b0undary',
    [CLIENT_IP_HEADER]: '10.7.0.1',
  };
  if (kind.staff) headers.cookie = cookies.staff!;
  if (contentLength !== undefined) headers['content-length'] = String(contentLength);
  const req = new NextRequest(new URL(kind.url, ORIGIN), {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
  return { req, pulled: () => pulled };
}

describe.each(KINDS)('$name upload', (kind) => {
  it('refuses a declared Content-Length over the cap with 413 without reading the body', async () => {
    const { req, pulled } = streamedUpload(kind, 10 * kind.maxFile, kind.maxFile + 128 * 1024);
    const res = await kind.handler(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('refuses a streamed body (no Content-Length) over the cap with 413, stopping soon after the cap', async () => {
    const { req, pulled } = streamedUpload(kind, 10 * kind.maxFile);
    const before = await stored(kind);
    const res = await kind.handler(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(kind.maxFile + 256 * 1024);
    expect(await stored(kind)).toBe(before);
  });

  it('refuses an HTML page renamed .pdf with 415 and stores nothing', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(await kind.fields())) form.append(k, v);
    form.append(
      'file',
      new File(['<!doctype html><html><script>alert(document.cookie)</script></html>'], 'tender.pdf', {
        type: 'application/pdf',
      }),
    );
    const before = await stored(kind);
    const res = await postMultipart(kind.handler, kind.url, form, {
      origin: ORIGIN,
      [CLIENT_IP_HEADER]: '10.7.0.2',
      ...(kind.staff ? { cookie: cookies.staff! } : {}),
    });
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media');
    expect(await stored(kind)).toBe(before);
  });
});
