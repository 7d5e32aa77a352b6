/** Every state-changing handler under app/api, read from the route files' exports, so a new one cannot escape the fuzz table. */
import fs from 'node:fs';
import path from 'node:path';
import { WRITE_METHODS, type Handler, type WriteMethod } from '../helpers/fuzz/run';

const API = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../app/api');

/** One write handler: its folder below app/api/v1 (e.g. `adm/[section]`), method and function. */
export type WriteRoute = { route: string; method: WriteMethod; handler: Handler };

/** Imports every route.ts under app/api and lists its POST, PUT, PATCH and DELETE exports. */
export async function writeRoutes(): Promise<WriteRoute[]> {
  const files = fs
    .readdirSync(API, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'route.ts');
  const routes: WriteRoute[] = [];
  for (const file of files.sort()) {
    const mod = (await import(/* @vite-ignore */ path.join(API, file))) as Partial<Record<WriteMethod, Handler>>;
    const route = path.relative('v1', path.dirname(file)).split(path.sep).join('/');
    for (const method of WRITE_METHODS) {
      const handler = mod[method];
      if (typeof handler === 'function') routes.push({ route, method, handler });
    }
  }
  return routes;
}
