import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueDiff, type DiffTexts } from '@/components/admin/versions/value-diff';

const TEXTS: DiffTexts = {
  labels: { title: 'Заголовок' },
  rus: 'Русский',
  uzb: 'Узбекский',
  yes: 'Да',
  no: 'Нет',
  removed: 'Удалено',
  added: 'Добавлено',
  unchanged: 'Без изменений',
};

describe('the difference between two versions', () => {
  it('reads a replaced word as the struck word, a space, then the new word', () => {
    const { container } = render(
      <ValueDiff
        before={{ title: { rus: 'Тариф Старт', uzb: 'Start' } }}
        after={{ title: { rus: 'Тариф Оптима', uzb: 'Start' } }}
        texts={TEXTS}
      />,
    );
    const line = container.querySelector('dd')!;
    expect(line.querySelector('del')).toHaveTextContent('Старт');
    expect(line.querySelector('ins')).toHaveTextContent('Оптима');
    expect(line.textContent).toBe('Русский: Тариф Удалено: Старт Добавлено: Оптима');
  });

  it('says when nothing changed', () => {
    const { getByText } = render(<ValueDiff before={{ a: 1 }} after={{ a: 1 }} texts={TEXTS} />);
    expect(getByText('Без изменений')).toBeInTheDocument();
  });
});
