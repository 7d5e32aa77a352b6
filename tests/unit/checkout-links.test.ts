import { describe, expect, it } from 'vitest';
import { checkoutLinks } from '@/lib/visitors/billing/checkout';
import { DEMO_MERCHANTS, paymentMerchants } from '@/lib/visitors/billing/merchants';
import { parseEnv } from '@/lib/platform/env';

describe('checkout links', () => {
  it('offers only the systems with a configured merchant id', () => {
    expect(checkoutLinks({}, 'x100001', 50000)).toEqual([]);
    expect(checkoutLinks({ clickService: '1' }, 'x100001')).toEqual([]);
    expect(checkoutLinks({ payme: 'm1', paynet: 'p1' }, 'x100001').map((l) => l.id)).toEqual(['payme', 'paynet']);
  });

  it('builds the Payme and Click checkout with the login and the sum', () => {
    const [payme, click] = checkoutLinks(
      { payme: '5f1e', clickService: '111', clickMerchant: '222' },
      'x100001',
      50000,
    );
    const encoded = payme!.url.replace('https://checkout.paycom.uz/', '');
    expect(Buffer.from(encoded, 'base64').toString()).toBe('m=5f1e;ac.login=x100001;a=5000000');
    const url = new URL(click!.url);
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '111',
      merchant_id: '222',
      amount: '50000',
      transaction_param: 'x100001',
    });
  });

  it('leaves the amount out when no sum was given', () => {
    const [payme] = checkoutLinks({ payme: 'm' }, 'he200002');
    expect(Buffer.from(payme!.url.split('/').pop()!, 'base64').toString()).toBe('m=m;ac.login=he200002');
  });
});

describe('which payment systems are offered', () => {
  const none = {
    PAYME_MERCHANT_ID: undefined,
    CLICK_SERVICE_ID: undefined,
    CLICK_MERCHANT_ID: undefined,
    UZUM_SERVICE_ID: undefined,
    PAYNET_SERVICE_ID: undefined,
  };

  it('offers every system with demo ids when nothing is configured and the demo is on (the default)', () => {
    expect(paymentMerchants({ ...none, PAYMENT_DEMO: parseEnv({}).PAYMENT_DEMO })).toEqual(DEMO_MERCHANTS);
    expect(checkoutLinks(paymentMerchants({ ...none, PAYMENT_DEMO: true }), 'x100001', 50000).map((l) => l.id)).toEqual(
      ['payme', 'click', 'uzum', 'paynet'],
    );
  });

  it('uses only the configured ids once any is set, and none with the demo off', () => {
    expect(paymentMerchants({ ...none, PAYME_MERCHANT_ID: 'real', PAYMENT_DEMO: true })).toEqual({ payme: 'real' });
    expect(
      Object.values(
        paymentMerchants({ ...none, PAYMENT_DEMO: parseEnv({ PAYMENT_DEMO: 'false' }).PAYMENT_DEMO }),
      ).filter(Boolean),
    ).toEqual([]);
  });
});
