import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SectionForm, type FormTexts } from '@/components/admin/section-form';
import { richTexts, staticValueTexts } from '../fixtures/admin-field-texts';

const texts: FormTexts = {
  labels: { title: 'Заголовок', body: 'Текст', published_at: 'Дата', published: 'Опубликовано' },
  rus: 'рус',
  uzb: 'узб',
  save: 'Сохранить',
  saving: 'Сохранение…',
  cancel: 'Отмена',
  placeholders: { datetime: 'дд.мм.гггг чч:мм', date: 'дд.мм.гггг' },
  upload: staticValueTexts.upload,
  staticValue: staticValueTexts,
  rich: richTexts,
  files: { upload: 'Загрузить', uploading: 'Загрузка…', label: 'Подпись', remove: 'Убрать', empty: 'Нет' },
};
const both = (rus: string, uzb: string) => ({ rus, uzb });
const news = {
  title: both('Новость', 'Yangilik'),
  summary: both('', ''),
  body: both('<p>Начало</p>', '<h2>Sarlavha</h2><p>Matn</p>'),
  image: '',
  published_at: '2026-11-20T05:30:00.000Z',
  published: true,
};

// jsdom has no layout: ProseMirror asks where the selection is to scroll it into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

describe('news body editor', () => {
  it('formats with toolbar buttons that say whether they are on, previews both languages and saves the HTML', async () => {
    const onSave = vi.fn(async (_data: unknown) => {});
    render(
      <SectionForm section="news" initial={news} onSave={onSave} onCancel={() => {}} texts={texts} validation={{}} />,
    );
    const rus = await screen.findByRole('textbox', { name: 'Текст (рус)' }, { timeout: 10_000 });
    const toolbar = screen.getAllByRole('toolbar', { name: 'Оформление текста' })[0]!;
    const bold = within(toolbar).getByRole('button', { name: 'Жирный' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Заголовок' })).toHaveAttribute('aria-pressed', 'false');

    act(() => rus.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await vi.waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));

    const preview = screen.getByTestId('preview-rus');
    await vi.waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('Начало'));
    expect(screen.getByTestId('preview-uzb').querySelector('h2')).toHaveTextContent('Sarlavha');
    expect(screen.getByTestId('preview-uzb')).toHaveAttribute('lang', 'uz');

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const body = (onSave.mock.calls[0]![0] as { body: { rus: string; uzb: string } }).body;
    expect(body.rus).toBe('<p><strong>Начало</strong></p>');
    expect(body.uzb).toBe('<h2>Sarlavha</h2><p>Matn</p>');
  }, 30_000);

  it('accepts only links the site keeps and images from the upload', async () => {
    render(
      <SectionForm
        section="news"
        initial={news}
        onSave={async () => {}}
        onCancel={() => {}}
        texts={texts}
        validation={{}}
      />,
    );
    const toolbar = (await screen.findAllByRole('toolbar', { name: 'Оформление текста' }, { timeout: 10_000 }))[0]!;
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Ссылка' }));
    const url = screen.getByLabelText(richTexts.linkUrl);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Применить ссылку' }));
    expect(url).toHaveAccessibleDescription(richTexts.invalidLink);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Изображение' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Изображение' }), 'https://evil.example/x.png');
    await userEvent.click(screen.getByRole('button', { name: 'Вставить изображение' }));
    expect(screen.getByRole('alert')).toHaveTextContent(richTexts.invalidImage);
  }, 30_000);
});
