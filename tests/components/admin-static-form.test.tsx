import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionForm, type FormTexts } from '@/components/admin/section-form';
import { ApiCallError } from '@/lib/http/api/client';
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

  it('lists items as rows titled by their names, codes hidden; edits, adds, moves and removes them', async () => {
    const onSave = renderForm({ kind: 'list', value: resources });
    const items = () => screen.getAllByRole('listitem');
    expect(items()).toHaveLength(2);
    // each row is closed and titled by the item's own name; its code means nothing to a reader
    expect(items().map((item) => item.querySelector('summary')?.textContent)).toEqual(['Кун', 'Дарё']);
    expect(within(items()[0]!).getByLabelText('Название (рус)')).not.toBeVisible();
    expect(screen.queryByText(/Код: kun/)).toBeNull();
    await userEvent.click(screen.getByText('Дарё', { selector: 'summary' }));
    expect(within(items()[1]!).getByLabelText('Название (рус)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выше: Кун' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Дарё' })).toBeDisabled();
    await userEvent.clear(within(items()[1]!).getByLabelText('Название (рус)'));
    await userEvent.type(within(items()[1]!).getByLabelText('Название (рус)'), 'Дарё новости');
    await userEvent.click(screen.getByRole('button', { name: 'Выше: Дарё новости' }));
    expect(within(items()[0]!).getByLabelText('Название (рус)')).toHaveValue('Дарё новости');
    // the moved row stays open where it went
    expect(within(items()[0]!).getByLabelText('Название (рус)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить элемент' }));
    expect(items()).toHaveLength(3);
    // a new row opens, titled by its place until it has a name
    expect(within(items()[2]!).getByLabelText('Ссылка')).toBeVisible();
    expect(items()[2]!.querySelector('summary')?.textContent).toBe('Элемент 3');
    await userEvent.type(within(items()[2]!).getByLabelText('Ссылка'), 'https://gazeta.uz');
    await userEvent.click(within(items()[1]!).getByRole('button', { name: /Удалить/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const value = (saved(onSave) as { value: { id: string; url: string; name: { rus: string } }[] }).value;
    expect(value.map((item) => item.url)).toEqual(['https://daryo.uz', 'https://gazeta.uz']);
    expect(value[0]!.name.rus).toBe('Дарё новости');
    expect(value[1]!.id).toMatch(/^new-/);
  }, 30_000);

  it('chooses a code by its word and saves the code', async () => {
    const offices = [
      { id: 'chilonzor', group: 'b2c', name: both('Офис Чиланзар', 'Chilonzor ofisi') },
      { id: 'center', group: 'b2b', name: both('Бизнес-центр', 'Biznes markazi') },
    ];
    const onSave = renderForm({ kind: 'list', value: offices });
    expect(screen.queryByText(/b2c|b2b|chilonzor/)).toBeNull();
    await userEvent.click(screen.getByText('Офис Чиланзар', { selector: 'summary' }));
    const group = within(screen.getAllByRole('listitem')[0]!).getByLabelText('Группа');
    expect(group).toHaveDisplayValue('Для дома');
    await userEvent.selectOptions(group, 'Для бизнеса');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const value = (saved(onSave) as { value: { group: string }[] }).value;
    expect(value.map((office) => office.group)).toEqual(['b2b', 'b2b']);
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
    await userEvent.click(screen.getByText('Дарё', { selector: 'summary' }));
    const url = within(screen.getAllByRole('listitem')[1]!).getByLabelText('Ссылка');
    await userEvent.clear(url);
    await userEvent.type(url, 'daryo');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription('Введите корректную ссылку.');
    expect(url).toHaveValue('daryo');
    expect(url).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
