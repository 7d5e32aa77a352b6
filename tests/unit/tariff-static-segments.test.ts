import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TARIFFS } from '@/lib/platform/db/seed/billing-tariffs';
import { hasFactsPage } from '@/lib/content/seo/public-routes';

// Next serves a static folder under /tariff before `[code]`, so a tariff coded like one has no facts page there.
const staticSegments = readdirSync(join(process.cwd(), 'app/[lang]/(site)/tariff'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
  .map((entry) => entry.name);

describe('tariff facts pages and the static pages under /tariff', () => {
  it('no facts page is claimed for a code that a static page under /tariff shadows', () => {
    expect(staticSegments).toEqual(expect.arrayContaining(['series', 'channels']));
    for (const segment of staticSegments) expect(hasFactsPage(segment), segment).toBe(false);
  });

  it('every seeded tariff has its facts page', () => {
    for (const tariff of TARIFFS) expect(hasFactsPage(tariff.code), tariff.code).toBe(true);
  });
});
