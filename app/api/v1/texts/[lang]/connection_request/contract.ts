import { z } from 'zod';
import { langParams } from '@/lib/http/api/lang-param';
import { routeContract } from '@/lib/http/api/route/contract';

const texts = z.record(z.string(), z.string());

/** GET /api/v1/texts/{lang}/connection_request. */
export const GET = routeContract({
  method: 'GET',
  summary: "The connection request's texts (form, validation, captcha, its reference), fetched when a visitor opens it",
  tag: 'content',
  access: 'signed',
  params: langParams,
  data: z.object({
    form: texts,
    validation: texts,
    captcha: texts,
    tracking: z.object({ sentReference: z.string(), trackLink: z.string() }),
  }),
});
