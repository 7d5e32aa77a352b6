import { apiHandler } from '@/lib/api/handler';
import { errorResponse, ok } from '@/lib/api/envelope';
import { RETRY_AFTER_SECONDS } from '@/lib/api/errors';
import { checkReadiness, downParts } from '@/lib/health/readiness';
import { translator } from '@/lib/i18n/translator';

/**
 * GET /api/v1/health/ready: unsigned; 200 when the database answers and the invalidation listener is
 * connected, otherwise the 503 envelope naming the parts that are down (`error.down`).
 */
export const GET = apiHandler(
  async (_req, { lang }) => {
    const readiness = await checkReadiness();
    const down = downParts(readiness);
    if (down.length === 0) return ok(readiness);
    const t = translator(lang, 'Errors');
    return errorResponse(
      503,
      { code: 'unavailable', name: t('unavailable.name'), message: t('unavailable.message'), down },
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  },
  { signed: false },
);
