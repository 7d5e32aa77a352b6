/** Types of serve.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache.mjs';
import type { StaticAssets } from './static-assets.mjs';
import type { StylesheetInliner } from './inline-styles.mjs';

export function createSiteServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  cache?: PageCache,
  assets?: StaticAssets,
  styles?: StylesheetInliner,
  trustedProxies?: string[],
): Server;
export function stopGracefullyOnSignals(server: Server): void;
export function serveSite(options: { dir: string; port: number; trustedProxies?: string[] }): Promise<Server>;
