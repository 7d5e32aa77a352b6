/** Types of page-cache.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

type RequestLike = { method?: string; url?: string; headers: IncomingHttpHeaders };
export type CachedPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  size: number;
  expires: number;
  staleUntil: number;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
};

export const STALE_IF_ERROR_SECONDS: number;

export function requestKind(req: RequestLike): 'page' | 'api' | undefined;
export function cacheKey(req: RequestLike): string;
export function storableSeconds(status: number, headers: OutgoingHttpHeaders): number;
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export class PageCache {
  constructor(now?: () => number);
  readonly generation: number;
  purge(): void;
  store(
    key: string,
    generation: number,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
  ): CachedPage | undefined;
  storeImmutable(
    key: string,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    encoded: { br?: Buffer; gzip?: Buffer },
  ): CachedPage | undefined;
  encode(
    headers: OutgoingHttpHeaders,
    body: Buffer,
    acceptEncoding: string | string[] | undefined,
    stored?: CachedPage,
  ): { headers: OutgoingHttpHeaders; body: Buffer };
  lookup(key: string): CachedPage | undefined;
  lookupStale(key: string): CachedPage | undefined;
  send(entry: CachedPage, req: IncomingMessage, res: ServerResponse): void;
}
