import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '@/components/ui/texts-provider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import rus from '@/messages/rus.json';
import { useTariffFilter } from '@/lib/ui-state/store/tariff-filter';
import { TariffPicker } from '@/components/site/tariff-picker';
import { TariffCardList } from '@/components/site/tariff-card-list';
import type { RankableTariff } from '@/lib/visitors/tariffs/rank';
import type { TariffCardData } from '@/lib/visitors/tariffs/card-data';

const base = { speed_windows: [], limitGb: null, individual_price_from: null };
const TARIFFS: (RankableTariff & { name: string })[] = [
  { ...base, code: 'arbuz', kind: 'home', name: 'Arbuz', speed: 20, limitGb: 150, abon_price: 99000 },
  { ...base, code: 'mandarin', kind: 'home', name: 'Mandarin', speed: 50, abon_price: 149000 },
  { ...base, code: 'orange', kind: 'home', name: 'Orange', speed: 100, abon_price: 179000 },
  {
    ...base,
    code: 'nihol',
    kind: 'corp',
    name: 'Nihol',
    speed: 50,
    abon_price: null,
    individual_price_from: 495000,
    speed_windows: [
      { from: '07:00', to: '19:00', speed: 50 },
      { from: '19:00', to: '07:00', speed: 5 },
    ],
  },
];

// Each card links to its facts page.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn() }), usePathname: () => '/rus/tariff' }));

const cardsOf = (kind: 'home' | 'corp'): TariffCardData[] =>
  TARIFFS.filter((t) => t.kind === kind).map(
    ({ code, name, speed, speed_windows, limitGb, abon_price, individual_price_from }) => ({
      code,
      name,
      speed,
      windows: speed_windows,
      tasix: 100,
      ...(limitGb !== null ? { limitGb } : {}),
      ...(abon_price !== null ? { price: abon_price } : {}),
      ...(individual_price_from !== null ? { priceFrom: individual_price_from } : {}),
    }),
  );

// The picker and the card lists it ranks and filters, as the tariff page puts them.
const page = (
  <TextsProvider
    lang="rus"
    locale="ru"
    messages={{
      TariffPicker: rus.TariffPicker,
      TariffCard: rus.TariffCard,
      TariffSpeedLine: rus.TariffSpeedLine,
      ConnectButton: rus.ConnectButton,
    }}
  >
    <TariffPicker placeLabels={{ legend: 'Для кого тариф', home: 'Для дома', office: 'Для офиса' }} />
    <TariffCardList cards={cardsOf('home')} currency="сум" className="grid" pickerKind="home" />
    <TariffCardList cards={cardsOf('corp')} currency="сум" className="grid" pickerKind="corp" />
  </TextsProvider>
);

// A hidden card's heading is not in the accessibility tree.
const shownCards = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function setNumber(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('TariffPicker', () => {
  beforeEach(() => useTariffFilter.setState({ shown: null }));

  // The first render loads the cards' modules, which on a busy machine takes seconds.
  it('starts empty, and leaves every card shown until the visitor sets a parameter', { timeout: 20_000 }, () => {
    render(page);
    for (const label of [
      'Желаемая скорость, Мбит/с',
      'Количество устройств',
      'Часов в сети в день',
      'Трафик в месяц, ГБ',
    ])
      expect(screen.getByLabelText(label)).toHaveValue(null);
    expect(shownCards()).toEqual(['Arbuz', 'Mandarin', 'Orange', 'Nihol']);
    expect(screen.getByRole('status')).toHaveTextContent('Показаны все тарифы');
    expect(screen.queryByRole('button', { name: 'Показать все тарифы' })).toBeNull();
  });

  it('shows every card again when the visitor clears the fields they filled', async () => {
    render(page);
    await setNumber('Желаемая скорость, Мбит/с', '80');
    expect(shownCards()).toEqual(['Orange']);
    await userEvent.clear(screen.getByLabelText('Желаемая скорость, Мбит/с'));
    expect(shownCards()).toEqual(['Arbuz', 'Mandarin', 'Orange', 'Nihol']);
    expect(screen.getByRole('status')).toHaveTextContent('Показаны все тарифы');
  });

  it('narrows the cards in place as the visitor types, and shows them all again on reset', async () => {
    render(page);
    await setNumber('Желаемая скорость, Мбит/с', '20');
    await setNumber('Количество устройств', '1');
    expect(shownCards()).toEqual(['Arbuz', 'Mandarin', 'Orange']);
    expect(screen.getByRole('status')).toHaveTextContent('Подходят 3 тарифа');

    await setNumber('Желаемая скорость, Мбит/с', '80');
    expect(shownCards()).toEqual(['Orange']);
    expect(screen.getByRole('status')).toHaveTextContent('Подходит 1 тариф');

    await userEvent.click(screen.getByRole('button', { name: 'Показать все тарифы' }));
    expect(shownCards()).toEqual(['Arbuz', 'Mandarin', 'Orange', 'Nihol']);
    expect(screen.getByLabelText('Желаемая скорость, Мбит/с')).toHaveValue(null);
  });

  it('leaves out limited tariffs when only unlimited is wanted', async () => {
    render(page);
    await setNumber('Желаемая скорость, Мбит/с', '10');
    await setNumber('Количество устройств', '1');
    expect(shownCards()).toContain('Arbuz');
    await userEvent.selectOptions(screen.getByLabelText('Лимит трафика'), 'Только безлимит');
    expect(shownCards()).toEqual(['Mandarin', 'Orange']);
  });

  it('filters office tariffs after the office switch and says when nothing fits', async () => {
    render(page);
    await userEvent.click(screen.getByLabelText('Для офиса'));
    await setNumber('Желаемая скорость, Мбит/с', '50');
    await setNumber('Количество устройств', '1');
    expect(shownCards()).toEqual(['Nihol']);
    await setNumber('Часов в сети в день', '20');
    expect(screen.getByRole('status')).toHaveTextContent('Подходящих тарифов нет');
    expect(screen.getByText('Попробуйте уменьшить скорость или выбрать тариф с лимитом.')).toBeInTheDocument();
    expect(shownCards()).toEqual([]);
  });

  it('keeps what the visitor set in the server-rendered form before the scripts ran', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const speed = container.querySelector<HTMLInputElement>('input[name="speed"]')!;
    speed.value = '100';
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(shownCards()).toEqual(['Orange']);
    expect(screen.getByLabelText('Желаемая скорость, Мбит/с')).toHaveValue(100);
  });
});
