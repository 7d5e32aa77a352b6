import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { callBilling } from '@/lib/visitors/billing/call';
import * as contract from './contract';

/** GET /api/v1/billing/application_poll: the 'how did you hear about us' answers in the caller's language. */
export const GET = defineRoute(contract.GET, async ({ lang }) => {
  const options = await callBilling((b) => b.applicationPoll());
  return ok(options.map((o) => ({ code: o.code, label: o.label[lang] })));
});
