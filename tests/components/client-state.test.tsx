import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientState } from '@/components/site/client-state';

let pathname = '/rus';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ replace: vi.fn() }) }));

const props = {
  lang: 'rus' as const,
  statisticKey: 's',
  mapKey: 'm',
  serviceUnavailable: 'Сервис временно недоступен',
};

describe('the isAdmAuth flag on navigation (SPEC §4 step 6)', () => {
  beforeEach(() => window.localStorage.clear());

  it("is set to 'false' on a public page when absent", () => {
    pathname = '/rus/tariff';
    render(<ClientState {...props} />);
    expect(window.localStorage.getItem('isAdmAuth')).toBe('false');
  });

  it("stays 'true' for a signed-in member of staff visiting the public site", () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    pathname = '/uzb';
    render(<ClientState {...props} lang="uzb" />);
    expect(window.localStorage.getItem('isAdmAuth')).toBe('true');
  });

  it('is left absent on an admin path (steps 4 and 5 decide there)', () => {
    pathname = '/rus/adm/news';
    render(<ClientState {...props} />);
    expect(window.localStorage.getItem('isAdmAuth')).toBeNull();
  });
});
