/** Projects stored bilingual values onto one language: every `{rus, uzb}` becomes a string. */
import type { Lang } from '@/lib/platform/i18n/locales';

/** A value with every Localized leaf replaced by a string. */
export type LocalizedAs<T> = T extends { rus: string; uzb: string }
  ? string
  : T extends (infer U)[]
    ? LocalizedAs<U>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: LocalizedAs<T[K]> }
        : T;

function isLocalized(value: unknown): value is { rus: string; uzb: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Record<string, unknown>).rus === 'string' &&
    typeof (value as Record<string, unknown>).uzb === 'string'
  );
}

/** Replaces every `{rus, uzb}` in `value` with its text in `lang`. */
export function localize<T>(value: T, lang: Lang): LocalizedAs<T> {
  if (isLocalized(value)) return value[lang] as LocalizedAs<T>;
  if (Array.isArray(value)) return value.map((item) => localize(item, lang)) as LocalizedAs<T>;
  if (value instanceof Date) return value as LocalizedAs<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang)])) as LocalizedAs<T>;
  }
  return value as LocalizedAs<T>;
}
