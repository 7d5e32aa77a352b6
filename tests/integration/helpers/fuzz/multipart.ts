/**
 * Multipart bodies that are invalid by construction: no multipart at all, broken framing, or
 * well-framed parts with a poisoned text field, an unknown field, or a missing or wrong file.
 */
import fc from 'fast-check';
import type { Field } from './bodies';
import { hostileText } from './junk';

/** A file part's name, declared type and content. */
export type FilePart = { filename: string; type: string; bytes: Uint8Array };
type Part = { name: string; value: string } | ({ name: string } & FilePart);

/** A generated multipart request: its body and the headers that go with it. */
export type RawUpload = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

const bytesOf = (text: string) => new TextEncoder().encode(text);

function encode(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = 'bytes' in part ? `; filename="${part.filename}"\r\nContent-Type: ${part.type}` : '';
    chunks.push(bytesOf(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : bytesOf(part.value));
    chunks.push(bytesOf('\r\n'));
  }
  chunks.push(bytesOf(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

// First bytes of every type some upload accepts (JPEG, PNG, RIFF/WebP, PDF, OLE2, zip): a wrong file never starts with one.
const ACCEPTED_FIRST_BYTES = new Set([0xff, 0x89, 0x52, 0x25, 0xd0, 0x50]);

/** Files no upload accepts: markup or programs under a document's name and type, empty files, random bytes. */
export const wrongFile = fc.oneof(
  fc.constantFrom(
    { filename: 'cv.pdf', type: 'application/pdf', bytes: bytesOf('<html><script>alert(1)</script></html>') },
    {
      filename: 'logo.png',
      type: 'image/png',
      bytes: bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    },
    { filename: 'photo.jpg', type: 'image/jpeg', bytes: bytesOf('<?php system($_GET[1]); ?>') },
    { filename: 'setup.exe', type: 'application/octet-stream', bytes: bytesOf('MZ\u0090\u0000') },
    { filename: 'a.gif', type: 'image/gif', bytes: bytesOf('GIF89a\u0001\u0000') },
    {
      filename: 'cv.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: bytesOf('PK\u0003\u0004'),
    },
    { filename: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array(0) },
  ),
  fc
    .record({
      filename: hostileText.map((s) => s.replace(/["\r\n]/g, '')),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 4096 }),
    })
    .map((f) => ({ ...f, bytes: ACCEPTED_FIRST_BYTES.has(f.bytes[0]!) ? Uint8Array.of(0, ...f.bytes) : f.bytes })),
);

/** An image's signature followed by junk: recognised by its first bytes, refused when decoded. */
export const corruptImage = fc
  .tuple(
    fc.constantFrom([0xff, 0xd8, 0xff, 0xe0], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    fc.uint8Array({ maxLength: 2048 }),
  )
  .map(([signature, junk]) => ({
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Uint8Array.of(...signature, ...junk),
  }));

// multipart text is always a string: a poison that is not one, or that UTF-8 cannot carry, cannot be sent
const sendable = (v: unknown): v is string => typeof v === 'string' && Buffer.from(v).toString() === v;
const partName = hostileText.map((s) => s.replace(/["\r\n]/g, ''));

/** Text parts from `fields`: all valid, or with at least one poisoned or missing, or with an unknown field added. */
function textParts(fields: Record<string, Field>, broken: boolean): fc.Arbitrary<Part[]> {
  const names = Object.keys(fields);
  const valid = (name: string) => fc.constant([{ name, value: String(fields[name]!.example) }]);
  const poisoned = (name: string) =>
    fields[name]!.required
      ? fc.oneof(
          fields[name]!.poison.filter(sendable).map((value) => [{ name, value }]),
          fc.constant([]),
        )
      : fields[name]!.poison.filter(sendable).map((value) => [{ name, value }]);
  if (!broken) return fc.tuple(...names.map(valid)).map((p) => p.flat());
  const unknownField = fc
    .tuple(
      partName.filter((n) => !names.includes(n)),
      hostileText.filter(sendable),
    )
    .map(([name, value]) => [{ name, value }]);
  return fc.oneof(
    fc
      .subarray(names, { minLength: 1 })
      .chain((bad) => fc.tuple(...names.map((n) => (bad.includes(n) ? poisoned(n) : valid(n)))))
      .map((p) => p.flat()),
    fc.tuple(fc.tuple(...names.map(valid)), unknownField).map(([p, extra]) => [...p.flat(), ...extra]),
  );
}

/** How the `file` part goes wrong: left out, sent as text, or a file of the wrong kind. */
function brokenFile(wrong: fc.Arbitrary<FilePart>): fc.Arbitrary<Part[]> {
  return fc.oneof(
    fc.constant<Part[]>([]),
    hostileText.filter(sendable).map((value): Part[] => [{ name: 'file', value }]),
    wrong.map((f): Part[] => [{ name: 'file', ...f }]),
  );
}

/**
 * Invalid multipart requests for an endpoint whose text fields are `fields` and whose file part
 * `file` must be like `goodFile` (text fields and file are broken independently, at least one of
 * them); `maxBytes` is the largest request it takes.
 */
export function brokenMultipart(options: {
  fields?: Record<string, Field>;
  goodFile?: FilePart;
  wrongFiles: fc.Arbitrary<FilePart>;
  maxBytes: number;
}): fc.Arbitrary<RawUpload> {
  const { fields = {}, goodFile, wrongFiles, maxBytes } = options;
  const hasText = Object.keys(fields).length > 0;
  const goodFilePart = fc.constant<Part[]>(goodFile ? [{ name: 'file', ...goodFile }] : []);
  const brokenParts = fc
    .oneof(
      ...(hasText ? [fc.tuple(textParts(fields, true), fc.oneof(goodFilePart, brokenFile(wrongFiles)))] : []),
      fc.tuple(textParts(fields, false), brokenFile(wrongFiles)),
    )
    .chain(([texts, file]) => fc.shuffledSubarray([...texts, ...file], { minLength: texts.length + file.length }));
  const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,60}$/);
  const wellFramed = fc
    .tuple(brokenParts, boundary)
    .map(([parts, b]) => ({ body: encode(parts, b), type: `multipart/form-data; boundary=${b}` }));
  const badFraming = fc.oneof(
    wellFramed.map(({ body }) => ({ body, type: 'multipart/form-data' })),
    fc
      .tuple(wellFramed, boundary)
      .map(([{ body }, other]) => ({ body, type: `multipart/form-data; boundary=x${other}` })),
    fc
      .tuple(wellFramed, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([w, cut]) => ({ ...w, body: w.body.slice(0, Math.floor(w.body.length * cut)) })),
    fc
      .tuple(fc.uint8Array({ maxLength: 2048 }), boundary)
      .map(([body, b]) => ({ body: new Uint8Array(body), type: `multipart/form-data; boundary=${b}` })),
  );
  const notMultipart = fc
    .tuple(
      wellFramed,
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/mixed; boundary=x',
        'image/png',
      ),
    )
    .map(([w, type]) => ({ body: w.body, type }));
  const sized = fc
    .oneof(
      { arbitrary: wellFramed, weight: 10 },
      { arbitrary: badFraming, weight: 3 },
      { arbitrary: notMultipart, weight: 2 },
    )
    .map(({ body, type }) => ({ body, headers: { 'content-type': type, 'content-length': String(body.byteLength) } }));
  const declaredTooBig = wellFramed.map(({ body, type }) => ({
    body,
    headers: { 'content-type': type, 'content-length': String(maxBytes + 1) },
  }));
  const undeclared = wellFramed.map(({ body, type }) => ({ body, headers: { 'content-type': type } }));
  return fc.oneof(
    { arbitrary: sized, weight: 14 },
    { arbitrary: declaredTooBig, weight: 1 },
    { arbitrary: undeclared, weight: 1 },
  );
}
