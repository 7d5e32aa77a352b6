/**
 * A vacancy's "apply" link (`/{lang}/vacancies?vacancy=<id>`) works without script: middleware.ts rewrites it
 * to the cacheable page `/{lang}/vacancies/apply/<id>`, which renders the résumé form with that vacancy
 * chosen, so the list page itself never reads searchParams and stays cached.
 */
import { z } from 'zod';

const APPLY_PATH = /^\/(rus|uzb)\/vacancies\/?$/;

/** A vacancy id as a link carries it: a positive whole number of a sane length. */
export const vacancyIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

/** The apply page to render for `pathname` and its `vacancy` parameter, or null when it is not an apply link. */
export function vacancyApplyRewrite(pathname: string, vacancy: string | null): string | null {
  const page = APPLY_PATH.exec(pathname);
  const id = vacancyIdSchema.safeParse(vacancy);
  if (!page || !id.success) return null;
  return `/${page[1]}/vacancies/apply/${id.data}`;
}
