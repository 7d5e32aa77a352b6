// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsScript } from '@/lib/platform/analytics/snippets';
import { GET } from '@/app/analytics/[file]/route';

const ids = { GA_ID: 'G-TEST123', YANDEX_METRIKA_ID: '987654', GTM_ID: undefined, FB_PIXEL_ID: undefined };

describe('analytics start-up scripts', () => {
  it('writes each configured ID into its service start-up code', () => {
    expect(analyticsScript('ga-init.js', ids)).toContain(`gtag('config',"G-TEST123")`);
    expect(analyticsScript('ym-init.js', ids)).toContain('ym(987654,');
  });

  it('serves nothing for a service without an ID or an unknown file', () => {
    expect(analyticsScript('gtm-init.js', ids)).toBeUndefined();
    expect(analyticsScript('fb-pixel.js', ids)).toBeUndefined();
    expect(analyticsScript('constructor', ids)).toBeUndefined();
    expect(analyticsScript('../ga-init.js', ids)).toBeUndefined();
  });

  it('keeps an ID from closing the script or breaking out of its string', () => {
    const script = analyticsScript('ga-init.js', { ...ids, GA_ID: `G-1');alert(1)//</script>` })!;
    expect(script).not.toContain('</script>');
    expect(script).toContain(`gtag('config',"G-1');alert(1)//\\u003c/script>")`);
  });

  it('answers 404 at /analytics/<file> when the service is not configured', async () => {
    const response = await GET(new Request('http://localhost/analytics/fb-pixel.js'), {
      params: Promise.resolve({ file: 'fb-pixel.js' }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
