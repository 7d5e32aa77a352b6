/** Waiting for a client island to be live before a spec acts on it. */
import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it carries React's props then). A click that comes
 * earlier reaches the server-rendered HTML alone: a form needing script would be sent natively and
 * the page reloaded, which is what a visitor on a very slow phone meets, not what the spec checks.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
}
