import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { writeAudit } from '@/lib/staff/admin/audit';
import { getDb } from '@/lib/platform/db';
import { refreshTasixFromUrl, refreshTasixPrefixes } from '@/lib/visitors/tasix/refresh';
import * as contract from './contract';

/**
 * POST /api/v1/adm/tasix (developer role): replaces the TAS-IX prefix list with the uploaded `text` (one CIDR
 * per line), or, without text, downloads it from TASIX_PREFIX_URL.
 */
export const POST = defineRoute(contract.POST, async ({ staff, body: { text } }) => {
  const count = text !== undefined ? await refreshTasixPrefixes(text) : await refreshTasixFromUrl();
  await writeAudit(await getDb(), staff, {
    section: 'tasix',
    itemId: 'prefix-list',
    action: 'import',
    before: null,
    after: { prefixes: count, source: text !== undefined ? 'upload' : 'url' },
  });
  return ok({ prefixes: count });
});
