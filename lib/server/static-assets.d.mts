/** Types of static-assets.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { PageCache, type CachedPage } from './page-cache.mjs';

export class StaticAssets extends PageCache {
  constructor(files?: Map<string, string>);
  static fromBuild(root: string): StaticAssets;
  match(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): string | undefined;
  storeAsset(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer): CachedPage | undefined;
}
