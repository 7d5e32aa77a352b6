import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditTable, type AuditRow } from '@/components/admin/audit-table';
import { UsersManager, type UserItem, type UsersTexts } from '@/components/admin/users-manager';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { mockApiServer } from '../helpers/mock-api-server';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh }) }));

const server = mockApiServer('rus', 'Сервис временно недоступен', () => refresh.mockReset());

const table = {
  search: 'Поиск',
  previous: 'Назад',
  next: 'Вперёд',
  page: 'Страница {page} из {pages}',
  empty: 'Записей нет.',
  actions: 'Действия',
  sortHint: 'Сортировать',
};
const columns = {
  when: 'Когда',
  who: 'Кто',
  section: 'Раздел',
  item: 'Запись',
  action: 'Действие',
  details: 'До / после',
};

const diff = {
  labels: { title: 'Заголовок' },
  rus: 'Русский',
  uzb: 'Узбекский',
  yes: 'да',
  no: 'нет',
  removed: 'удалено',
  added: 'добавлено',
  unchanged: 'Без изменений.',
};

// every second day from 20.10.2026: as text '01.11.2026' would sort first, in time '20.10.2026' does
const entries: AuditRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  when: formatDateTime(new Date(Date.UTC(2026, 9, 20, 5) + i * 2 * 86_400_000)),
  who: i % 2 ? 'b@example.com' : 'a@example.com',
  section: 'Новости',
  item: String(100 + i),
  action: 'изменение',
  details: JSON.stringify({
    before: { title: `старый ${i}` },
    after: { title: i === 7 ? 'особенный заголовок' : `новый ${i}` },
  }),
}));

const bodyRows = () => screen.getAllByTestId('admin-row');

describe('audit table', () => {
  it('pages 20 entries at a time', async () => {
    render(<AuditTable entries={entries} texts={{ columns, table, diff }} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Страница 2 из 2')).toBeInTheDocument();
  });

  it('finds an entry by its before/after data and shows the empty text when nothing matches', async () => {
    render(
      <AuditTable entries={entries} texts={{ columns, table: { ...table, empty: 'Изменений пока нет.' }, diff }} />,
    );
    await userEvent.type(screen.getByLabelText('Поиск'), 'особенный');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('107');
    await userEvent.type(screen.getByLabelText('Поиск'), 'нет такого');
    expect(screen.getByText('Изменений пока нет.')).toBeInTheDocument();
  });

  it('sorts by a column when its header is clicked', async () => {
    render(<AuditTable entries={entries} texts={{ columns, table, diff }} />);
    const header = screen.getByRole('columnheader', { name: /Когда/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('20.10.2026 10:00');
    expect(bodyRows()[1]).toHaveTextContent('22.10.2026 10:00');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('07.12.2026 10:00');
  });
});

const usersTexts: UsersTexts = {
  email: 'E-mail',
  role: 'Роль',
  rights: 'Разделы',
  status: 'Состояние',
  active: 'Активна',
  disabled: 'Отключена',
  locked: 'Заблокирована до {time}',
  createTitle: 'Новая учётная запись',
  password: 'Пароль (не короче {min} символов)',
  create: 'Создать',
  creating: 'Создание…',
  created: 'Учётная запись создана.',
  generated: 'Пароль для {email}: {password}',
  saveRole: 'Сменить роль',
  confirmRole: 'Сменить роль {email} на «{role}»?',
  cancel: 'Отмена',
  close: 'Закрыть',
  disable: 'Отключить',
  enable: 'Включить',
  resetPassword: 'Сбросить пароль',
  updated: 'Учётная запись обновлена.',
  you: 'это вы',
  actions: 'Действия',
  roles: {
    developer: 'Разработчик',
    marketing: 'Маркетинг',
    manager: 'Менеджер',
    hr: 'Отдел кадров',
    accounting: 'Техучёт',
    none: 'Без доступа',
  },
  sections: { users: 'Сотрудники', vacancy: 'Вакансии', news: 'Новости' },
};
const users: UserItem[] = [
  { id: 1, email: 'zed@example.com', role: 'developer', access_rights: ['users'], disabled: false, locked_until: null },
  { id: 2, email: 'anna@example.com', role: 'hr', access_rights: ['vacancy'], disabled: true, locked_until: null },
  { id: 3, email: 'mark@example.com', role: 'marketing', access_rights: ['news'], disabled: false, locked_until: null },
  {
    id: 4,
    email: 'locked@example.com',
    role: 'manager',
    access_rights: ['news', 'vacancy'],
    disabled: false,
    locked_until: '2999-11-02T01:12:14.000Z',
  },
];

describe('users table', () => {
  it('filters, sorts by e-mail and changes a role through one select and a confirmation', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/v1/user/update', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'ok', data: { user: users[1], password: null } });
      }),
    );
    render(<UsersManager users={users} selfId={1} texts={usersTexts} table={table} validation={{}} />);
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows()[0]).toHaveTextContent('zed@example.com (это вы)');
    expect(within(bodyRows()[0]!).queryByRole('button', { name: 'Отключить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сменить роль' })).toBeNull();
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(bodyRows()[0]).toHaveTextContent('anna@example.com');
    await userEvent.type(screen.getByLabelText('Поиск'), 'Отключена');
    expect(bodyRows()).toHaveLength(1);
    const row = bodyRows()[0]!;
    await userEvent.selectOptions(within(row).getByLabelText('Роль'), 'manager');
    const dialog = screen.getByRole('dialog', { name: 'Сменить роль anna@example.com на «Менеджер»?' });
    expect(sent).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сменить роль' }));
    await vi.waitFor(() => expect(sent).toEqual({ id: 2, role: 'manager' }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the role change is cancelled, and keeps the saved role shown', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/user/update', () => {
        calls++;
        return HttpResponse.json({ status: 'ok', data: { user: users[2], password: null } });
      }),
    );
    render(<UsersManager users={users} selfId={1} texts={usersTexts} table={table} validation={{}} />);
    const row = bodyRows().find((r) => r.textContent?.includes('mark@example.com'))!;
    await userEvent.selectOptions(within(row).getByLabelText('Роль'), 'hr');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row).getByLabelText('Роль')).toHaveValue('marketing');
    expect(calls).toBe(0);
  });

  it('names the sections and shows a lock end in the admin time format, not codes or UTC', () => {
    render(<UsersManager users={users} selfId={1} texts={usersTexts} table={table} validation={{}} />);
    const row = bodyRows().find((r) => r.textContent?.includes('locked@example.com'))!;
    expect(row).toHaveTextContent('Новости, Вакансии');
    expect(row).not.toHaveTextContent('vacancy');
    expect(row).toHaveTextContent('Заблокирована до 02.11.2999 06:12');
  });

  it('asks for a password of the one policy length, and says the number when it is shorter', async () => {
    render(
      <UsersManager
        users={users}
        selfId={1}
        texts={usersTexts}
        table={table}
        validation={{ tooShort: 'Не короче {min} символов.', invalidEmail: 'Введите корректный e-mail.' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Пароль (не короче 8 символов)'), 'k7#Tash');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Не короче 8 символов.')).toBeInTheDocument();
  });

  it('shows what changed field by field and language by language, never the raw JSON', () => {
    const entry: AuditRow = {
      id: 1,
      when: '01.11.2026 10:00',
      who: 'a@example.com',
      section: 'Новости',
      item: '5',
      action: 'изменение',
      details: JSON.stringify({
        before: {
          title: { rus: 'Старый заголовок', uzb: 'Sarlavha' },
          body: { rus: '<p>Текст</p>', uzb: '<p>Matn</p>' },
        },
        after: {
          title: { rus: 'Новый заголовок', uzb: 'Sarlavha' },
          body: { rus: '<p>Текст</p>', uzb: '<p>Matn</p>' },
        },
      }),
    };
    render(<AuditTable entries={[entry]} texts={{ columns, table, diff }} />);
    // the column's name also heads the cell in the phone layout: the difference is the one inside <details>
    const details = screen
      .getAllByText('До / после')
      .map((label) => label.closest('details'))
      .find(Boolean)!;
    expect(details).not.toHaveTextContent('{');
    expect(within(details).getByRole('term')).toHaveTextContent('Заголовок');
    const change = within(details).getByRole('definition');
    expect(change).toHaveTextContent('Русский');
    expect(change).not.toHaveTextContent('Узбекский');
    expect(change.querySelector('del')).toHaveTextContent('Старый');
    expect(change.querySelector('ins')).toHaveTextContent('Новый');
  });
});
