import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterCard, type RouterCardLabels } from '@/components/site/router-card';

const labels: RouterCardLabels = {
  plates: { hit: 'Хит продаж', soon: 'Скоро в продаже', ending: 'Скоро закончится' },
  characteristics: 'Характеристики',
  buy: 'Цена покупки',
  rent: 'Аренда в месяц',
  currency: 'сум',
};

const router = {
  id: 'keenetic-speedster',
  title: 'Keenetic Speedster',
  image: '/images/routers/keenetic-speedster.webp',
  characteristics: ['Wi-Fi 5 Mesh, до 1267 Мбит/с', 'Гигабитные порты и поддержка IPTV'],
  prices: { buy: 399000, rentPerMonth: 40000 },
  plate: 'hit' as const,
};

describe('RouterCard', () => {
  it.each([
    ['hit', 'Хит продаж'],
    ['soon', 'Скоро в продаже'],
    ['ending', 'Скоро закончится'],
  ] as const)('shows the badge text of plate code %s', (plate, text) => {
    render(<RouterCard router={{ ...router, plate }} labels={labels} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    for (const other of Object.values(labels.plates).filter((t) => t !== text))
      expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it('shows no badge without a plate', () => {
    render(<RouterCard router={{ ...router, plate: null }} labels={labels} />);
    for (const text of Object.values(labels.plates)) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('shows the title, photo with the model as alt, characteristics and both prices grouped by thousands', () => {
    render(<RouterCard router={router} labels={labels} />);
    const card = screen.getByRole('article', { name: 'Keenetic Speedster' });
    expect(within(card).getByRole('img', { name: 'Keenetic Speedster' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('Цена покупки').nextElementSibling).toHaveTextContent('399 000 сум');
    expect(within(card).getByText('Аренда в месяц').nextElementSibling).toHaveTextContent('40 000 сум');
  });

  it('shows no rent when the router is only sold', () => {
    render(<RouterCard router={{ ...router, prices: { buy: 349000 } }} labels={{ ...labels, currency: "so'm" }} />);
    expect(screen.getByText("349 000 so'm")).toBeInTheDocument();
    expect(screen.queryByText('Аренда в месяц')).not.toBeInTheDocument();
  });
});
