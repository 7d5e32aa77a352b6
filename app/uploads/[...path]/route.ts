import fs from 'node:fs/promises';
import path from 'node:path';
import { imageDir } from '@/lib/uploads/upload-dir';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const SEGMENT = /^[a-z0-9_-]+(\.[a-z0-9]+)?$/i;

/** GET /uploads/images/…: an uploaded image, with its stored type, nosniff and a long immutable cache (names are random). Nothing else under the upload folder (CVs) is ever served. */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [folder, ...parts] = (await params).path;
  if (folder !== 'images' || parts.length === 0) return new Response('Not found', { status: 404 });
  const type = TYPES[path.extname(parts.at(-1) ?? '').toLowerCase()];
  if (!type || !parts.every((p) => SEGMENT.test(p))) return new Response('Not found', { status: 404 });
  try {
    const body = await fs.readFile(path.join(imageDir(), ...parts));
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
