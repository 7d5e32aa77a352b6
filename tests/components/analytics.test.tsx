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
    await waitFor(() => expect(document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]')).not.toBeNull(), { timeout: 3000 });
    const inline = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
    expect(inline.some((text) => text.includes("gtag('config',\"G-TEST123\")"))).toBe(true);
    expect(inline.some((text) => text.includes('ym(987654,'))).toBe(true);
    expect(inline.some((text) => text.includes('fbq('))).toBe(false);
    expect(document.querySelector('script[src*="gtm.js"]')).toBeNull();
  });
});
