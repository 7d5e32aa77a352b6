import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLink } from '@/components/ui/site-link';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }), usePathname: () => '/rus' }));

beforeEach(() => prefetch.mockClear());

describe('SiteLink', () => {
  it('fetches its page ahead only when the visitor reaches for it', () => {
    const onMouseEnter = vi.fn();
    render(
      <SiteLink href="/rus/tariff" onMouseEnter={onMouseEnter}>
        Тарифы
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Тарифы' });
    expect(link).toHaveAttribute('href', '/rus/tariff');
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/rus/tariff');
    expect(onMouseEnter).toHaveBeenCalledTimes(1);

    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('never prefetches a link that leaves the site', () => {
    render(
      <>
        <SiteLink href="https://example.uz/">Внешний</SiteLink>
        <SiteLink href="//cdn.example.uz/file.pdf">Файл</SiteLink>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Внешний' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Файл' }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
