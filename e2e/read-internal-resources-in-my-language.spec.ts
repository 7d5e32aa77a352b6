import { expect, test } from '@playwright/test';

// The list of free TAS-IX sites is content: a name that is not a brand must be in the page's language.
test('the Russian list of internal resources names the state services portal in Russian', async ({ request }) => {
  const rus = await (await request.get('/rus/internal_resources')).text();
  expect(rus).toContain('Единый портал интерактивных государственных услуг');
  expect(rus).not.toMatch(/Yagona|interaktiv|davlat|xizmatlari|portali/);

  const uzb = await (await request.get('/uzb/internal_resources')).text();
  expect(uzb).toContain('Yagona interaktiv davlat xizmatlari portali');
});
