import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminNav } from '@/components/admin/admin-nav';

vi.mock('next/navigation', () => ({ usePathname: () => '/rus/adm/news' }));

const texts = {
  label: 'Разделы панели управления',
  openMenu: 'Меню разделов',
  closeMenu: 'Закрыть меню',
};
const items = [
  { href: '/rus/adm/faq', label: 'Вопросы и ответы' },
  { href: '/rus/adm/news', label: 'Новости', badge: { count: 3, label: '3 новых' } },
  { href: '/rus/adm/newsletter', label: 'Рассылка' },
];

describe('admin menu', () => {
  it('marks only the current section, and says how many new items a section has', () => {
    render(<AdminNav items={items} texts={texts} account={<span>admin@example.com</span>} />);
    const nav = screen.getByRole('navigation', { name: texts.label });
    const current = within(nav).getAllByRole('link', { name: /^Новости\s*3 новых$/, hidden: true });
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) {
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    }
    for (const name of ['Вопросы и ответы', 'Рассылка'])
      for (const link of within(nav).getAllByRole('link', { name, hidden: true }))
        expect(link).not.toHaveAttribute('aria-current');
  });

  it('opens from its menu button into a drawer with the sections and the account, Escape closing it', async () => {
    render(<AdminNav items={items} texts={texts} account={<span>admin@example.com</span>} />);
    const summary = screen.getByText(texts.openMenu).closest('summary')!;
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: texts.label });
    expect(within(drawer).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /Новости/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
  });
});
