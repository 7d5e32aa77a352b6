/**
 * Answers for stored files: the ETag is the content's SHA-256, so a revalidation is answered 304
 * from the facts alone; the bytes are read only when they are sent.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { fileBytes, fileFacts, type FileFacts } from './read';
import type { FileKind } from './store';

/** The strong validator of a stored file. */
export function fileEtag(facts: Pick<FileFacts, 'sha256'>): string {
  return `"${facts.sha256}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** How a stored file is answered: its caching, and whether it downloads instead of showing. */
export type FileAnswer = { cacheControl: string; disposition?: (facts: FileFacts) => string };

/** The answer to GET of the stored file `name` of `kind`: 200 with it, 304 when the caller holds it, or null when there is none. */
export async function answerStoredFile(
  db: Db,
  req: Request,
  kind: FileKind,
  name: string,
  answer: FileAnswer,
): Promise<Response | null> {
  const facts = await fileFacts(db, kind, name);
  if (!facts) return null;
  const etag = fileEtag(facts);
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': answer.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const bytes = await fileBytes(db, facts.id);
  if (!bytes) return null;
  headers['Content-Type'] = facts.contentType;
  headers['Content-Length'] = String(bytes.byteLength);
  if (answer.disposition) headers['Content-Disposition'] = answer.disposition(facts);
  return new Response(bytes, { headers });
}
