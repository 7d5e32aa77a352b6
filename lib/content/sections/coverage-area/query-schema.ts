/** Inputs of the address calls (their route handlers, the OpenAPI document) and of the status page's address search. */
import { z } from 'zod';

/** POST addresses/level/1: the region whose districts are wanted. */
export const districtsOfRegionBody = z.object({ region_name: z.string().trim().min(1).max(200) });

/** GET addresses/level/2: the district whose buildings are wanted. */
export const buildingsOfDistrictQuery = z.object({
  district: z.string().trim().min(1).max(200),
  lang: z.string().optional(),
  t: z.string().optional(),
});

/** `?address=` of the status page: a street and house as a visitor types them, looked up among the buildings. */
export const addressSearchQuery = z.object({ address: z.string().trim().min(1, 'required').min(3).max(100) });
