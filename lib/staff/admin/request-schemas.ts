/** Inputs of the admin calls that are not a section's form; read by their route handlers and by the OpenAPI document. */
import { z } from 'zod';
import { itemVersion } from '@/lib/content/sections/shared/schema-parts';

/** DELETE adm/{section}: the item to delete. */
export const deleteItemQuery = z.object({ id: z.string().trim().min(1).max(100), lang: z.string().optional() });

/** GET adm/audit: a section filter and a page of entries. */
export const auditQuery = z.object({
  section: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  lang: z.string().optional(),
});

/** POST adm/tasix: the prefix list as text (one CIDR a line), or nothing to download it. */
export const tasixUploadBody = z.object({ text: z.string().max(60_000).optional() }).strict();

/** An item's id as history and restore take it: a number, or a static text's key (checked against the section's ids). */
const anyItemId = z.union([z.number(), z.string().trim().min(1).max(100)]);

/** GET adm/{section}/history: the item and a page of its versions, newest first. */
export const historyQuery = z.object({
  id: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  lang: z.string().optional(),
});

/** POST adm/{section}/restore: the item and the kept version to make current again. */
export const restoreBody = z.object({ id: anyItemId, version: itemVersion }).strict();
