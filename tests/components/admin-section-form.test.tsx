import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionForm, type FormTexts } from '@/components/admin/section-form';
import { useSite } from '@/lib/store/site';
import { richTexts, staticValueTexts } from '../fixtures/admin-field-texts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() =>
  useSite.getState().init({
    lang: 'rus',
    statistic_key: 'stat-key',
    map_key: 'map-key',
    serviceUnavailable: 'Сервис временно недоступен',
  }),
);

const texts: FormTexts = {
  labels: {
    published_at: 'Дата и время публикации',
    publish_date: 'Дата публикации',
    filename: 'Документы',
    starts_at: 'Показывать с',
  },
  rus: 'рус',
  uzb: 'узб',
  save: 'Сохранить',
  saving: 'Сохранение…',
  cancel: 'Отмена',
  staticValue: staticValueTexts,
  rich: richTexts,
  upload: { choose: 'Загрузить изображение', uploading: 'Загрузка…', preview: 'Предпросмотр' },
  files: {
    upload: 'Загрузить документ',
    uploading: 'Загрузка…',
    label: 'Подпись документа',
    remove: 'Убрать документ',
    empty: 'Документов нет.',
  },
};
const validation = { required: 'Обязательное поле.', invalidDate: 'Неверная дата.' };
const both = (rus: string, uzb: string) => ({ rus, uzb });

describe('section form', () => {
  it('edits the news publish time in Tashkent time and saves it with the +05:00 offset', async () => {
    const onSave = vi.fn(async () => {});
    const initial = {
      title: both('Новость', 'Yangilik'),
      summary: both('', ''),
      body: both('<p>Текст</p>', '<p>Matn</p>'),
      image: '',
      published_at: '2026-11-20T05:30:00.000Z',
      published: true,
    };
    render(
      <SectionForm
        section="news"
        initial={initial}
        onSave={onSave}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    const input = screen.getByLabelText('Дата и время публикации');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue('2026-11-20T10:30');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-21T09:15');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0] as unknown[])[0]).toMatchObject({ published_at: '2026-11-21T09:15:00+05:00' });
  });

  it('uses date inputs for tender and slide dates', () => {
    const { unmount } = render(
      <SectionForm
        section="tenders"
        initial={{ filename: [] }}
        onSave={async () => {}}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    expect(screen.getByLabelText('Дата публикации')).toHaveAttribute('type', 'date');
    unmount();
    render(
      <SectionForm
        section="slider"
        initial={{ starts_at: null }}
        onSave={async () => {}}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    expect(screen.getByLabelText('Показывать с')).toHaveAttribute('type', 'date');
  });

  it('lists tender documents, uploads one with its name as the first label, and removes one', async () => {
    server.use(
      http.post('*/api/v1/adm/tender-file', () =>
        HttpResponse.json({ status: 'ok', data: { name: 'abc123.pdf', path: '/uploads/tenders/abc123.pdf' } }),
      ),
    );
    render(
      <SectionForm
        section="tenders"
        initial={{ filename: [{ name: 'old.pdf', label: 'Старый' }] }}
        onSave={async () => {}}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    expect(screen.getAllByTestId('tender-file')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'old.pdf' })).toHaveAttribute('href', '/uploads/tenders/old.pdf');
    await userEvent.upload(
      screen.getByLabelText('Загрузить документ'),
      new File(['%PDF-1.4'], 'Смета.pdf', { type: 'application/pdf' }),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('tender-file')).toHaveLength(2));
    const added = screen.getAllByTestId('tender-file')[1]!;
    expect(within(added).getByRole('link', { name: 'abc123.pdf' })).toHaveAttribute(
      'href',
      '/uploads/tenders/abc123.pdf',
    );
    expect(within(added).getByLabelText('Подпись документа')).toHaveValue('Смета');
    await userEvent.click(
      within(screen.getAllByTestId('tender-file')[0]!).getByRole('button', { name: /Убрать документ/ }),
    );
    expect(screen.getAllByTestId('tender-file')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
  });
});
