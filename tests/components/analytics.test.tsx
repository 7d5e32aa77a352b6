import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Analytics } from '@/components/site/analytics';

describe('Analytics', () => {
  it('renders nothing and loads no script without IDs', () => {
    const { container } = render(<Analytics />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
