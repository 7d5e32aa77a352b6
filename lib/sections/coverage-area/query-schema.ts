/** Inputs of the address calls; read by their route handlers and by the OpenAPI document. */
import { z } from 'zod';

/** POST addresses/level/1: the region whose districts are wanted. */
export const districtsOfRegionBody = z.object({ region_name: z.string().trim().min(1).max(200) });

/** GET addresses/level/2: the district whose buildings are wanted. */
export const buildingsOfDistrictQuery = z.object({
  district: z.string().trim().min(1).max(200),
  lang: z.string().optional(),
  t: z.string().optional(),
});
