/** Where CVs are kept: UPLOAD_DIR, else `${DATA_DIR}/uploads` (a temp dir for DATA_DIR=memory:). Never under public/. */
import 'server-only';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';

/** The directory for stored résumés. */
export function resumeDir(): string {
  const { UPLOAD_DIR, DATA_DIR } = env();
  const base = UPLOAD_DIR ?? (DATA_DIR === 'memory:' ? path.join(tmpdir(), `isp-uploads-${process.pid}`) : path.join(DATA_DIR, 'uploads'));
  return path.resolve(base, 'resumes');
}
