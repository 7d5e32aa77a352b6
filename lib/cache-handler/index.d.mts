/** Types of index.mjs, Next's cache handler (plain JavaScript: Next loads it outside its bundles). */
import type { LookupContext, StoreContext } from './entries.mjs';

export default class CacheHandler {
  constructor(ctx?: unknown);
  get(
    key: string,
    ctx?: LookupContext,
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: StoreContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
