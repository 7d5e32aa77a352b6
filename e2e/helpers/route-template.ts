/** Which app route serves a public path, so a sweep can tell a page of its own from one more instance of a template. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SITE_ROUTES = path.join(process.cwd(), 'app', '[lang]', '(site)');

/** The route folder that serves `pathname` ('/rus/news/12' → '[lang]/news/[id]'), found the way Next matches: a static folder first, then a dynamic one. */
export function routeTemplateOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const route = ['[lang]'];
  let dir = SITE_ROUTES;
  for (const segment of segments) {
    if (existsSync(path.join(dir, segment))) {
      dir = path.join(dir, segment);
      route.push(segment);
      continue;
    }
    const dynamic = readdirSync(dir).find((name) => name.startsWith('['));
    if (!dynamic) return [...route, segment].join('/');
    dir = path.join(dir, dynamic);
    route.push(dynamic);
    // A catch-all takes the rest of the path.
    if (dynamic.includes('...')) break;
  }
  return route.join('/');
}

/** True for a path served by a route with a dynamic segment (a news item, a tariff's facts…). */
export function isTemplateInstance(pathname: string): boolean {
  return routeTemplateOf(pathname)
    .split('/')
    .slice(1)
    .some((part) => part.startsWith('['));
}
