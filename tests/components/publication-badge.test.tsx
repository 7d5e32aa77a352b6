import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicationBadge } from '@/components/admin/publication-badge';
import rus from '@/messages/rus.json';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('the publication badge of the admin list', () => {
  it.each([
    [{ published: false }, 'Черновик', 'draft'],
    [{ published: true, published_at: '2026-11-28T04:30:00Z' }, 'Запланировано на 28.11.2026 09:30', 'scheduled'],
    [{ published: true, published_at: '2026-11-01T00:00:00Z' }, 'Опубликовано', 'published'],
    [{ published: true, unpublish_at: '2026-11-27T09:59:00Z' }, 'Снято с публикации', 'unpublished'],
  ])('shows %j as "%s"', (item, text, kind) => {
    render(<PublicationBadge item={item} now={NOW} texts={rus.Publication} />);
    expect(screen.getByText(text)).toHaveAttribute('data-publication', kind);
  });
});
