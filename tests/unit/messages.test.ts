import { describe, expect, it } from 'vitest';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): [string, string][] {
  return keys(value).map((k) => [
    k,
    k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], value) as string,
  ]);
}

describe('message files', () => {
  it('hold the same keys in both languages', () => {
    expect(keys(uzb).sort()).toEqual(keys(rus).sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...leaves(rus), ...leaves(uzb)]) expect(text.trim(), key).not.toBe('');
  });

  it('keep ICU placeholders the same in both languages', () => {
    // an argument is `{name}` or `{name, plural…}`; a plural branch's text (`{Ishlatilgan: # marta}`) is not one
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    const uz = new Map(leaves(uzb));
    for (const [key, text] of leaves(rus)) expect(placeholders(uz.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('write Uzbek in Latin script, not Cyrillic', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    const allowed = new Set(['Common.langRus']); // the name of the Russian language, written in Russian
    for (const [key, text] of leaves(uzb))
      if (!allowed.has(key)) expect(cyrillic.test(text), `${key}: ${text}`).toBe(false);
  });
});
