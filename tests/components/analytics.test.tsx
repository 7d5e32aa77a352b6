import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Analytics } from '@/components/site/analytics';

describe('Analytics', () => {
  it('renders nothing and loads no script without IDs', () => {
    const { container } = render(<Analytics />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('Analytics with IDs', () => {
  it('loads only the configured services, after the page has loaded', async () => {
    render(<Analytics gaId="G-TEST123" yandexMetrikaId="987654" />);
    await waitFor(
      () =>
        expect(
          document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]'),
        ).not.toBeNull(),
      { timeout: 3000 },
    );
    // Start-up code comes from our own files: the public pages' policy refuses foreign inline scripts.
    await waitFor(() => expect(document.querySelector('script[src="/analytics/ym-init.js"]')).not.toBeNull(), {
      timeout: 3000,
    });
    expect(document.querySelector('script[src="/analytics/ga-init.js"]')).not.toBeNull();
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(0);
    expect(document.querySelector('script[src*="fb-pixel"]')).toBeNull();
    expect(document.querySelector('script[src*="gtm"]')).toBeNull();
  });
});
