import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionForm, type FormTexts } from '@/components/admin/section-form';
import { ApiCallError } from '@/lib/api/client';
import { richTexts, staticValueTexts } from '../fixtures/admin-field-texts';

const texts: FormTexts = {
  labels: { value: 'Значение' },
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
const validation = { required: 'Обязательное поле.' };
const both = (rus: string, uzb: string) => ({ rus, uzb });
const resources = [
  { id: 'kun', name: both('Кун', 'Kun'), url: 'https://kun.uz', category: both('Новости', 'Yangiliklar') },
  { id: 'daryo', name: both('Дарё', 'Daryo'), url: 'https://daryo.uz', category: both('Новости', 'Yangiliklar') },
];

function renderForm(initial: Record<string, unknown>, onSave = vi.fn(async (_data: unknown) => {})) {
  render(
    <SectionForm
      section="sc"
      initial={initial}
      onSave={onSave}
      onCancel={() => {}}
      texts={texts}
      validation={validation}
    />,
  );
  return onSave;
}
const saved = (onSave: ReturnType<typeof vi.fn>) => (onSave.mock.calls.at(-1) as unknown[])[0];

describe('static component form', () => {
  it('edits a text in both languages and saves exactly what was typed', async () => {
    const onSave = renderForm({ kind: 'map', value: both('Пн–Пт 9:00–18:00', 'Du–Ju 9:00–18:00') });
    const rus = screen.getByLabelText('Значение (рус)');
    await userEvent.clear(rus);
    await userEvent.type(rus, 'Ежедневно 8:00–20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(saved(onSave)).toEqual({ kind: 'map', value: both('Ежедневно 8:00–20:00', 'Du–Ju 9:00–18:00') });
  });

  it('edits, adds, moves and removes list items, with their fields labelled, the code shown but not editable', async () => {
    const onSave = renderForm({ kind: 'list', value: resources });
    const items = () => screen.getAllByRole('listitem');
    expect(items()).toHaveLength(2);
    expect(within(items()[0]!).getByText('Код: kun')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выше: Элемент 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Элемент 2' })).toBeDisabled();
    await userEvent.clear(within(items()[1]!).getByLabelText('Название (рус)'));
    await userEvent.type(within(items()[1]!).getByLabelText('Название (рус)'), 'Дарё новости');
    await userEvent.click(screen.getByRole('button', { name: 'Выше: Элемент 2' }));
    expect(within(items()[0]!).getByLabelText('Название (рус)')).toHaveValue('Дарё новости');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить элемент' }));
    expect(items()).toHaveLength(3);
    expect(within(items()[2]!).getByLabelText('Ссылка')).toHaveValue('');
    await userEvent.type(within(items()[2]!).getByLabelText('Ссылка'), 'https://gazeta.uz');
    await userEvent.click(within(items()[1]!).getByRole('button', { name: /Удалить/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const value = (saved(onSave) as { value: { id: string; url: string; name: { rus: string } }[] }).value;
    expect(value.map((item) => item.url)).toEqual(['https://daryo.uz', 'https://gazeta.uz']);
    expect(value[0]!.name.rus).toBe('Дарё новости');
    expect(value[1]!.id).toMatch(/^new-/);
  }, 30_000);

  it('keeps the form open with the typed value and shows the server’s message next to the refused field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiCallError(
        'Ошибка проверки.',
        'validation',
        { 'data.value.1.url': 'Введите корректную ссылку.' },
        400,
      );
    });
    renderForm({ kind: 'list', value: resources }, onSave);
    const url = within(screen.getAllByRole('listitem')[1]!).getByLabelText('Ссылка');
    await userEvent.clear(url);
    await userEvent.type(url, 'daryo');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription('Введите корректную ссылку.');
    expect(url).toHaveValue('daryo');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
