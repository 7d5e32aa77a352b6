import { analyticsScript } from '@/lib/platform/analytics/snippets';
import { env } from '@/lib/platform/env';
import { API_CSP, baseSecurityHeaders } from '@/lib/platform/security/headers';

/** GET /analytics/{file}: the start-up script of a configured analytics service (lib/platform/analytics/snippets.ts); 404 otherwise. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const script = analyticsScript((await params).file, env());
  const headers = { ...baseSecurityHeaders(false), 'Content-Security-Policy': API_CSP };
  if (!script) return new Response(null, { status: 404, headers: { ...headers, 'Cache-Control': 'no-store' } });
  // IDs change only with a restart; a short browser cache spares a request per page view.
  return new Response(script, {
    headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
