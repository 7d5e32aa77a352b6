import type { Page } from '@playwright/test';

/**
 * Holds back the page's JavaScript chunks, as a slow phone shows the server-rendered page well
 * before its scripts have run; returns the function that lets them through.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Chunk URLs carry the build's deploymentId as a query (`?dpl=…`, next.config.ts).
  await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
