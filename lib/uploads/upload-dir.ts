/**
 * Where uploads live, outside public/: UPLOAD_DIR, else DATA_DIR/uploads (a per-process temporary
 * folder for an in-memory database). Only `images/` and `tenders/` are ever served (app/uploads); `resumes/` never is.
 */
import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';

/** The absolute upload root. */
export function uploadDir(): string {
  const { UPLOAD_DIR, DATA_DIR } = env();
  if (UPLOAD_DIR) return path.resolve(UPLOAD_DIR);
  if (DATA_DIR === 'memory:') return path.join(os.tmpdir(), `isp-site-uploads-${process.pid}`);
  return path.resolve(DATA_DIR, 'uploads');
}

/** The publicly served image folder (slides, news, logos). */
export function imageDir(): string {
  return path.join(uploadDir(), 'images');
}

/** The folder of stored résumés: private, never served. */
export function resumeDir(): string {
  return path.join(uploadDir(), 'resumes');
}

/** The publicly served folder of tender attachments (downloaded, never shown inline). */
export function tenderFileDir(): string {
  return path.join(uploadDir(), 'tenders');
}
