/** The fake API of component tests: an msw server listening for the file's tests, and the site state the signed client reads. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useSite } from '@/lib/ui-state/store/site';

/** Starts an msw server for this test file and sets the site's language before each test; `onEach` resets the file's own mocks. */
export function mockApiServer(lang: 'rus' | 'uzb', serviceUnavailable: string, onEach?: () => void) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    onEach?.();
    useSite.getState().init({ lang, statistic_key: 'stat-key', map_key: 'map-key', serviceUnavailable });
  });
  return server;
}
