import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionEditor, type EditorItem, type EditorTexts } from '@/components/admin/section-editor';
import { richTexts, staticValueTexts } from '../fixtures/admin-field-texts';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import uzb from '@/messages/uzb.json';
import { mockApiServer } from '../helpers/mock-api-server';

const UNAVAILABLE = uzb.Errors.unavailable;

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh }) }));

const server = mockApiServer('uzb', 'Xizmat vaqtincha mavjud emas', () => refresh.mockReset());

const texts: EditorTexts = {
  labels: { title: 'Sarlavha', type: 'Slayder turi', image: 'Rasm', position: 'Tartib', active: 'Faol' },
  options: { type: { main: 'Asosiy slayder', footer: 'Pastki qism slayderi', corp: 'Korporativ slayder' } },
  placeholders: { datetime: 'kk.oo.yyyy ss:dd', date: 'kk.oo.yyyy' },
  rus: 'rus',
  uzb: 'uzb',
  save: 'Saqlash',
  saving: 'Saqlanmoqda…',
  cancel: 'Bekor qilish',
  staticValue: staticValueTexts,
  rich: richTexts,
  upload: { choose: 'Rasm yuklash', uploading: 'Yuklanmoqda…', preview: 'Ko‘rinish' },
  files: { upload: 'Yuklash', uploading: 'Yuklanmoqda…', label: 'Nomi', remove: 'Olib tashlash', empty: 'Yo‘q' },
  create: 'Qo‘shish',
  edit: 'Tahrirlash',
  remove: 'O‘chirish',
  confirmRemove: '«{title}» o‘chirilsinmi?',
  close: 'Yopish',
  saved: 'Saqlandi.',
  removed: 'O‘chirildi.',
  language: 'Jadval tili',
  yes: 'ha',
  no: 'yo‘q',
  toggle: '{field}: yoq/o‘chir',
  up: 'Yuqoriga',
  down: 'Pastga',
  id: '№',
  editing: 'Tahrirlash',
  creating: 'Yangi yozuv',
  search: 'Qidirish',
  previous: 'Oldingi',
  next: 'Keyingi',
  page: '{page} / {pages}',
  empty: 'Yozuv yo‘q.',
  actions: 'Amallar',
  sortHint: 'Saralash',
  history: uzb.AdminVersions.history,
  versions: {
    ...(({ removed: _r, added: _a, unchanged: _u, ...rest }) => rest)(uzb.AdminVersions),
    diff: {
      labels: { title: 'Sarlavha', active: 'Faol' },
      rus: 'rus',
      uzb: 'uzb',
      yes: 'ha',
      no: 'yo‘q',
      removed: uzb.AdminVersions.removed,
      added: uzb.AdminVersions.added,
      unchanged: uzb.AdminVersions.unchanged,
    },
  },
  states: { active: { on: 'Faol', off: 'Oʻchirilgan' } },
  publication: uzb.Publication,
};

const slide = (id: number, position: number, type: string, rus: string, uzb: string): EditorItem => ({
  section: 'slider',
  id,
  version: 3,
  data: {
    type,
    title: { rus, uzb },
    subtitle: { rus: '', uzb: '' },
    image: `/uploads/images/${id}.webp`,
    mobile_image: '',
    href: '',
    position,
    active: true,
    starts_at: null,
    ends_at: null,
  },
});
const items = [
  slide(11, 1, 'corp', 'Второй', 'Ikkinchi'),
  slide(10, 0, 'main', 'Первый', 'Birinchi'),
  slide(12, 2, 'footer', 'Третий', 'Uchinchi'),
];

function renderEditor() {
  render(<SectionEditor section="slider" items={items} texts={texts} validation={{}} adminLang="uzb" />);
}
const rowOf = (text: string) => screen.getAllByTestId('admin-row').find((r) => r.textContent?.includes(text))!;

describe('section editor', () => {
  it('shows the content in the admin language, slider types by name and image thumbnails', () => {
    renderEditor();
    expect(screen.getByLabelText('Jadval tili')).toHaveValue('uzb');
    const first = rowOf('Birinchi');
    expect(first).toHaveTextContent('Asosiy slayder');
    expect(first).not.toHaveTextContent('Первый');
    expect(rowOf('Ikkinchi')).toHaveTextContent('Korporativ slayder');
    expect(within(first).getByRole('img', { name: 'Rasm' })).toHaveAttribute('src', '/uploads/images/10.webp');
  });

  it('turns off ↑ on the first item and ↓ on the last of the saved order', () => {
    renderEditor();
    expect(within(rowOf('Birinchi')).getByRole('button', { name: 'Yuqoriga #10' })).toBeDisabled();
    expect(within(rowOf('Birinchi')).getByRole('button', { name: 'Pastga #10' })).toBeEnabled();
    expect(within(rowOf('Ikkinchi')).getByRole('button', { name: 'Yuqoriga #11' })).toBeEnabled();
    expect(within(rowOf('Ikkinchi')).getByRole('button', { name: 'Pastga #11' })).toBeEnabled();
    expect(within(rowOf('Uchinchi')).getByRole('button', { name: 'Pastga #12' })).toBeDisabled();
  });

  it('keeps what was typed when the save answers 503 (the database down), says why, and saves it when sent again', async () => {
    const sent: unknown[] = [];
    let down = true;
    server.use(
      http.post('*/api/v1/save', async ({ request }) => {
        sent.push(await request.json());
        if (down)
          return HttpResponse.json(
            { status: 'error', error: { code: 'unavailable', name: UNAVAILABLE.name, message: UNAVAILABLE.message } },
            { status: 503, headers: { 'retry-after': '30' } },
          );
        return HttpResponse.json({ status: 'ok', data: { id: 11 } });
      }),
    );
    renderEditor();
    await userEvent.click(within(rowOf('Ikkinchi')).getByRole('button', { name: 'Tahrirlash' }));
    const editor = screen.getByRole('region', { name: 'Tahrirlash' });
    const title = within(editor).getAllByLabelText(/Sarlavha/)[0]!;
    await userEvent.clear(title);
    await userEvent.type(title, 'Yozilgan sarlavha');
    await userEvent.click(within(editor).getByRole('button', { name: 'Saqlash' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.message)).toContain(
        `${UNAVAILABLE.name}. ${UNAVAILABLE.message}`,
      ),
    );
    expect(screen.getByRole('region', { name: 'Tahrirlash' })).toBe(editor);
    expect(title).toHaveValue('Yozilgan sarlavha');

    down = false;
    await userEvent.click(within(editor).getByRole('button', { name: 'Saqlash' }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(JSON.stringify(sent[1])).toContain('Yozilgan sarlavha');
  });

  it('asks in its own dialog, naming the item, before it deletes; cancel deletes nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/v1/adm/slider', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id')!);
        return HttpResponse.json({ status: 'ok', data: null });
      }),
    );
    renderEditor();
    await userEvent.click(within(rowOf('Ikkinchi')).getByRole('button', { name: 'O‘chirish' }));
    const dialog = screen.getByRole('dialog', { name: '«Ikkinchi» o‘chirilsinmi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);
    await userEvent.click(within(rowOf('Ikkinchi')).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));
    await vi.waitFor(() => expect(deleted).toEqual(['11']));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends the version it loaded; refused as an edit conflict, shows the newer version beside the unsaved text and saves the parts chosen from each', async () => {
    const sent: Record<string, unknown>[] = [];
    const newer = { ...items[0]!.data, title: { rus: 'Чужой', uzb: 'Boshqa sarlavha' }, active: false };
    server.use(
      http.post('*/api/v1/save', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        if (sent.length === 1)
          return HttpResponse.json(
            { status: 'error', error: { code: 'edit_conflict', name: 'x', message: 'y', params: { by: 'b@x.uz' } } },
            { status: 409 },
          );
        return HttpResponse.json({ status: 'ok', data: { id: 11, version: 5 } });
      }),
      http.get('*/api/v1/adm/slider/history', () =>
        HttpResponse.json({
          status: 'ok',
          data: {
            items: [
              {
                version: 4,
                at: '2026-03-02T09:05:00.000Z',
                by: 'b@x.uz',
                action: 'update',
                restored_from: null,
                data: newer,
              },
            ],
            total: 4,
          },
        }),
      ),
    );
    renderEditor();
    await userEvent.click(within(rowOf('Ikkinchi')).getByRole('button', { name: 'Tahrirlash' }));
    const editor = screen.getByRole('region', { name: 'Tahrirlash' });
    const title = within(editor).getAllByLabelText(/Sarlavha/)[0]!;
    await userEvent.clear(title);
    await userEvent.type(title, 'Mening sarlavham');
    await userEvent.click(within(editor).getByRole('button', { name: 'Saqlash' }));
    const view = await screen.findByRole('region', { name: uzb.AdminVersions.conflictTitle });
    expect(sent[0]).toMatchObject({ section: 'slider', id: 11, version: 3 });
    await vi.waitFor(() => expect(view).toHaveTextContent('b@x.uz'));
    expect(view).toHaveTextContent('02.03.2026 14:05');
    // the Russian title differs, the Uzbek one too, and the flag: three choices, the unsaved text chosen at first
    const rusTitle = within(view).getByRole('group', { name: 'Sarlavha — rus' });
    expect(rusTitle).toHaveTextContent('Mening sarlavham');
    expect(rusTitle).toHaveTextContent('Чужой');
    const uzbTitle = within(view).getByRole('group', { name: 'Sarlavha — uzb' });
    expect(uzbTitle).toHaveTextContent('Ikkinchi');
    await userEvent.click(within(uzbTitle).getByRole('radio', { name: /4-versiya/ }));
    const flag = within(view).getByRole('group', { name: 'Faol' });
    await userEvent.click(within(flag).getByRole('radio', { name: /4-versiya/ }));
    await userEvent.click(within(view).getByRole('button', { name: uzb.AdminVersions.saveChosen }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      id: 11,
      version: 4,
      data: { title: { rus: 'Mening sarlavham', uzb: 'Boshqa sarlavha' }, active: false },
    });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: uzb.AdminVersions.conflictTitle })).toBeNull();
  }, 20_000);
});
