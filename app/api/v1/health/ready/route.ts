import { errorResponse, ok } from '@/lib/http/api/envelope';
import { RETRY_AFTER_SECONDS } from '@/lib/http/api/errors';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { checkReadiness, downParts } from '@/lib/platform/health/readiness';
import { translator } from '@/lib/platform/i18n/translator';
import * as contract from './contract';

/**
 * GET /api/v1/health/ready: unsigned; 200 when the database answers and the invalidation listener is
 * connected, otherwise the 503 envelope naming the parts that are down (`error.down`).
 */
export const GET = defineRoute(contract.GET, async ({ lang }) => {
  const readiness = await checkReadiness();
  const down = downParts(readiness);
  if (down.length === 0) return ok(readiness);
  const t = translator(lang, 'Errors');
  return errorResponse(
    503,
    { code: 'unavailable', name: t('unavailable.name'), message: t('unavailable.message'), down },
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
});
