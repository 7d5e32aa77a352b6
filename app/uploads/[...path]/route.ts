import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadDir } from '@/lib/admin/upload-dir';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const SEGMENT = /^[a-z0-9_-]+(\.[a-z0-9]+)?$/i;

/** GET /uploads/…: an uploaded image, with its stored type, nosniff and a long immutable cache (names are random). */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path;
  const type = TYPES[path.extname(parts.at(-1) ?? '').toLowerCase()];
  if (!type || !parts.every((p) => SEGMENT.test(p))) return new Response('Not found', { status: 404 });
  try {
    const body = await fs.readFile(path.join(uploadDir(), ...parts));
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
