import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminDrawerNav, AdminSidebarNav } from '@/components/admin/admin-nav';

vi.mock('next/navigation', () => ({ usePathname: () => '/rus/adm/news' }));

const texts = {
  label: 'Разделы панели управления',
  openMenu: 'Меню разделов',
  closeMenu: 'Закрыть меню',
};
const groups = [
  {
    code: 'inbox',
    label: 'Входящие',
    items: [{ href: '/rus/adm/messages', label: 'Сообщения', badge: { count: 3, label: '3 новых' } }],
  },
  {
    code: 'content',
    label: 'Контент',
    items: [
      { href: '/rus/adm/faq', label: 'Вопросы и ответы' },
      { href: '/rus/adm/news', label: 'Новости' },
      { href: '/rus/adm/newsletter', label: 'Рассылка' },
    ],
  },
];

describe('admin menu', () => {
  it('shows the sections under their group names, marks only the current one and says how many items are new', () => {
    render(<AdminSidebarNav groups={groups} texts={texts} />);
    const nav = screen.getByRole('navigation', { name: texts.label, hidden: true });
    const content = within(nav).getByRole('list', { name: 'Контент', hidden: true });
    expect(
      within(content)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Вопросы и ответы', 'Новости', 'Рассылка']);
    const current = within(content).getByRole('link', { name: 'Новости', hidden: true });
    expect(current).toHaveAttribute('aria-current', 'page');
    for (const name of ['Вопросы и ответы', 'Рассылка'])
      expect(within(content).getByRole('link', { name, hidden: true })).not.toHaveAttribute('aria-current');
    const inbox = within(nav).getByRole('list', { name: 'Входящие', hidden: true });
    const messages = within(inbox).getByRole('link', { name: /^Сообщения\s*3 новых$/, hidden: true });
    expect(within(messages).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens from its menu button into a drawer with the groups and the account, with one close button, Escape closing it', async () => {
    render(<AdminDrawerNav groups={groups} texts={texts} account={<span>admin@example.com</span>} />);
    const summary = screen.getByText(texts.openMenu).closest('summary')!;
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: texts.label });
    expect(within(drawer).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Контент' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Новости' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getAllByRole('button', { name: texts.closeMenu })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
  });
});
