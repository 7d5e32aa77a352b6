// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import uzb from '@/messages/uzb.json';

// A straight or typographic apostrophe between two letters: Uzbek Latin writes ʻ (oʻ, gʻ) and ʼ there.
const WRONG_APOSTROPHE = /\p{L}['’‘`]\p{L}/u;

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
}

/** Every seed source of demo content: section seeds, static components, the embedded billing's data. */
function seedSources(): string[] {
  const sections = readdirSync('lib/content/sections', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)seed([^/]*\.ts|\/.*\.ts)$/.test(file))
    .map((file) => `lib/content/sections/${file}`);
  const billing = readdirSync('lib/platform/db/seed').map((file) => `lib/platform/db/seed/${file}`);
  return [...sections, ...billing];
}

/** The source without its comments (which are English and may say "billing's"). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('Uzbek is written with ʻ and ʼ, never an ASCII apostrophe inside a word', () => {
  it('in every text of messages/uzb.json', () => {
    const wrong = texts(uzb, '').filter(([, text]) => WRONG_APOSTROPHE.test(text));
    expect(wrong).toEqual([]);
    // the proof the check reads the real texts: "Toʻlov" is there with its ʻ
    expect(JSON.stringify(uzb)).toContain('Toʻlov');
  });

  it('in every demo content seed', () => {
    const files = seedSources();
    expect(files).toContain('lib/content/sections/faq/seed.ts');
    expect(files).toContain('lib/content/sections/static-components/seed/offer-text.ts');
    const wrong = files.flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => WRONG_APOSTROPHE.test(line))
        .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
    );
    expect(wrong).toEqual([]);
  });
});
