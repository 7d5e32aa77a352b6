import fs from 'node:fs/promises';
import path from 'node:path';
import { imageDir, tenderFileDir } from '@/lib/uploads/upload-dir';

type Folder = { dir: () => string; types: Record<string, string>; download: boolean };

// Only these folders are served; résumés (and anything else under the upload root) never are.
const FOLDERS: Record<string, Folder> = {
  images: {
    dir: imageDir,
    types: { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' },
    download: false,
  },
  tenders: {
    dir: tenderFileDir,
    types: {
      '.pdf': 'application/pdf',
      '.doc': 'application/msword',
      '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    download: true,
  },
};
const SEGMENT = /^[a-z0-9_-]+(\.[a-z0-9]+)?$/i;
const notFound = () => new Response('Not found', { status: 404 });

/** GET /uploads/images/… and /uploads/tenders/…: an uploaded image or tender document, with its stored type, nosniff and a long immutable cache (names are random); documents download as attachments. */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [folderName, ...parts] = (await params).path;
  const folder = Object.hasOwn(FOLDERS, folderName ?? '') ? FOLDERS[folderName!] : undefined;
  if (!folder || parts.length === 0) return notFound();
  const fileName = parts.at(-1) ?? '';
  const type = folder.types[path.extname(fileName).toLowerCase()];
  if (!type || !parts.every((p) => SEGMENT.test(p))) return notFound();
  try {
    const body = await fs.readFile(path.join(folder.dir(), ...parts));
    const headers: Record<string, string> = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (folder.download) headers['Content-Disposition'] = `attachment; filename="${fileName}"`;
    return new Response(new Uint8Array(body), { headers });
  } catch {
    return notFound();
  }
}
