import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionForm, type FormTexts } from '@/components/admin/section-form';
import { useSite } from '@/lib/ui-state/store/site';
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
  placeholders: { datetime: 'дд.мм.гггг чч:мм', date: 'дд.мм.гггг' },
  options: { type: { main: 'Главный слайдер', footer: 'Слайдер в подвале', corp: 'Корпоративный слайдер' } },
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
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг чч:мм');
    expect(input).toHaveValue('20.11.2026 10:30');
    await userEvent.clear(input);
    await userEvent.type(input, '21.11.2026 09:15');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0] as unknown[])[0]).toMatchObject({ published_at: '2026-11-21T09:15:00+05:00' });
  });

  it('refuses a publish time that is not a real moment, keeping what was typed', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <SectionForm
        section="news"
        initial={{
          title: both('Новость', 'Yangilik'),
          summary: both('', ''),
          body: both('<p>Текст</p>', '<p>Matn</p>'),
          image: '',
          published_at: '2026-11-20T05:30:00.000Z',
          published: true,
        }}
        onSave={onSave}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    const input = screen.getByLabelText('Дата и время публикации');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026 10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверная дата.')).toBeInTheDocument();
    expect(input).toHaveValue('31.02.2026 10:00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('uses dd.mm.yyyy text inputs for tender and slide dates, and names the slider types', async () => {
    const onSave = vi.fn(async () => {});
    const { unmount } = render(
      <SectionForm
        section="tenders"
        initial={{ filename: [], publish_date: '2026-11-20' }}
        onSave={async () => {}}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    expect(screen.getByLabelText('Дата публикации')).toHaveAttribute('placeholder', 'дд.мм.гггг');
    expect(screen.getByLabelText('Дата публикации')).toHaveValue('20.11.2026');
    unmount();
    render(
      <SectionForm
        section="slider"
        initial={{
          type: 'corp',
          title: both('', ''),
          subtitle: both('', ''),
          image: '/images/slide.webp',
          mobile_image: '',
          href: '',
          position: 0,
          active: true,
          starts_at: null,
          ends_at: null,
        }}
        onSave={onSave}
        onCancel={() => {}}
        texts={texts}
        validation={validation}
      />,
    );
    const type = screen.getByRole('combobox');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Главный слайдер', 'Слайдер в подвале', 'Корпоративный слайдер']);
    expect(type).toHaveValue('corp');
    await userEvent.type(screen.getByLabelText('Показывать с'), '01.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0] as unknown[])[0]).toMatchObject({ starts_at: '2026-12-01', ends_at: null });
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
