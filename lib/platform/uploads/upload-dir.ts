/**
 * The upload folder of installations from before files were kept in the database: UPLOAD_DIR, else
 * DATA_DIR/uploads (a per-process temporary folder for an in-memory database). Nothing is written
 * there any more; the start-up moves its images/, tenders/ and resumes/ into the database
 * (lib/platform/files/import-uploads.ts).
 */
import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/platform/env';

/** The absolute upload root. */
export function uploadDir(): string {
  const { UPLOAD_DIR, DATA_DIR } = env();
  if (UPLOAD_DIR) return path.resolve(UPLOAD_DIR);
  if (DATA_DIR === 'memory:') return path.join(os.tmpdir(), `isp-site-uploads-${process.pid}`);
  return path.resolve(DATA_DIR, 'uploads');
}
