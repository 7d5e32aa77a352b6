/** What every field of the static-component form shares: texts, the update and the error at a path. */
import type { UploadTexts } from '../image-upload';

/** Texts of the static-component form; `item` keeps its `{n}` placeholder, `fields` names the record keys. */
export type StaticValueTexts = {
  rus: string;
  uzb: string;
  add: string;
  remove: string;
  up: string;
  down: string;
  item: string;
  code: string;
  fields: Record<string, string>;
  /** The admin's language: list rows are titled in it. */
  lang: 'rus' | 'uzb';
  /** Words for the codes some fields hold, by field (AdminNames.choices): 'b2c' is 'Для дома'; '' names no value. */
  choices: Record<string, Record<string, string>>;
  upload: UploadTexts;
};

/** Shared by the fields of one form. */
export type FieldContext = {
  texts: StaticValueTexts;
  idPrefix: string;
  /** Replaces the value at a path (list indexes as strings). */
  set: (path: string[], next: unknown) => void;
  /** The translated error at a dotted path, if any. */
  errorAt: (path: string) => string | undefined;
  /** Whether the server refused something at or inside a dotted path (its collapsed row then opens). */
  hasErrorUnder: (path: string) => boolean;
  /** The value at a path when the form opened (its input stays the same kind while typing). */
  initialAt: (path: string[]) => unknown;
};

/** The id of the input at a path, and of its error text. */
export function fieldId(ctx: FieldContext, path: string[]): string {
  return `${ctx.idPrefix}-${path.join('-') || 'value'}`;
}

export const INPUT = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';
