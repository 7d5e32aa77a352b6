import { describe, expect, it } from 'vitest';
import { exportHref, isFiltered, listHref, listParams } from '@/lib/staff/admin/inbox-url';

describe('inbox list URL', () => {
  it('keeps the known, non-empty filters of a page address, the first of a repeated one', () => {
    expect(listParams({ q: ' ', status: ['new', 'done'], from: '2026-11-01', sort: 'x', page: '2' })).toEqual({
      status: 'new',
      from: '2026-11-01',
      page: '2',
    });
  });

  it('writes the same filters into the page links, leaving page 1 out', () => {
    const params = { status: 'new', q: 'Азиза Каримова', per_page: '20', page: '3' };
    expect(listHref('rus', 'messages', params, 1)).toBe(
      '/rus/adm/messages?status=new&q=%D0%90%D0%B7%D0%B8%D0%B7%D0%B0+%D0%9A%D0%B0%D1%80%D0%B8%D0%BC%D0%BE%D0%B2%D0%B0&per_page=20',
    );
    expect(listHref('uzb', 'ratings', {}, 2)).toBe('/uzb/adm/ratings?page=2');
    expect(listHref('uzb', 'ratings', {}, 1)).toBe('/uzb/adm/ratings');
  });

  it('exports the filtered list, not one page of it, with the column names in the admin language', () => {
    expect(exportHref('uzb', 'requests', { from: '2026-11-01', to: '2026-11-30', page: '4', per_page: '20' })).toBe(
      '/api/v1/adm/requests/export?from=2026-11-01&to=2026-11-30&lang=uzb',
    );
  });

  it('tells a filtered list (found nothing) from an empty section (nothing yet)', () => {
    expect(isFiltered({ page: '2', per_page: '100' })).toBe(false);
    expect(isFiltered({ to: '2026-11-30' })).toBe(true);
  });
});
