/** Where uploaded images live: UPLOAD_DIR, else DATA_DIR/uploads (a temporary folder for an in-memory database). */
import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';

/** The absolute upload folder. */
export function uploadDir(): string {
  const { UPLOAD_DIR, DATA_DIR } = env();
  if (UPLOAD_DIR) return path.resolve(UPLOAD_DIR);
  if (DATA_DIR === 'memory:') return path.join(os.tmpdir(), 'isp-site-uploads');
  return path.resolve(DATA_DIR, 'uploads');
}
