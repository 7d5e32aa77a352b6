import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { pingDatabase } from '@/lib/db/health';
import { logger } from '@/lib/log/logger';

/** GET /api/v1/health: unsigned; 200 when the database answers, 503 envelope otherwise. */
export const GET = apiHandler(
  async () => {
    try {
      await pingDatabase();
    } catch (error) {
      logger().error({ err: error }, 'health check: database unavailable');
      throw apiError('unavailable');
    }
    return ok({ database: 'up' });
  },
  { signed: false },
);
