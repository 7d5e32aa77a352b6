import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { callBilling } from '@/lib/billing/call';

/** GET /api/v1/billing/application_poll: the 'how did you hear about us' answers in the caller's language. */
export const GET = apiHandler(async (_req, { lang }) => {
  const options = await callBilling((b) => b.applicationPoll());
  return ok(options.map((o) => ({ code: o.code, label: o.label[lang] })));
});
