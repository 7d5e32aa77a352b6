/** What a section declares for the registry (lib/content/sections/index.ts); client-safe, so the admin forms can use it. */
import { z } from 'zod';
import { rowId, type FieldSpec } from './schema-parts';

/** A content section: its code (the API's name for it), its items' data schema, its form fields and its item id. */
export type ContentSectionDefinition<
  C extends string = string,
  D extends z.ZodType = z.ZodType,
  I extends z.ZodType = z.ZodType,
> = {
  code: C;
  data: D;
  fields: FieldSpec[];
  id: I;
};

/** The id of an item of a table with a serial id: absent when the item is new. */
export const numericItemId = rowId.optional();

/** Declares a content section, keeping its code as a literal type. */
export function contentSection<
  const C extends string,
  D extends z.ZodType,
  I extends z.ZodType = typeof numericItemId,
>(definition: { code: C; data: D; fields: FieldSpec[]; id?: I }): ContentSectionDefinition<C, D, I> {
  return { ...definition, id: (definition.id ?? numericItemId) as I };
}
