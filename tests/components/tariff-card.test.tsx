import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '@/components/ui/texts-provider';
import { TariffCardList } from '@/components/site/tariff-card-list';
import { tariffCardData } from '@/lib/visitors/tariffs/card-data';
import type { Tariff } from '@/lib/visitors/tariffs/view';
import rus from '@/messages/rus.json';
import { tariffFixture } from '../helpers/tariff-fixture';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn() }), usePathname: () => '/rus/tariff' }));

const base = tariffFixture({ channel_package: 'standart' });
const packages = [{ id: 'standart' as const, name: 'Стандарт', channels: ['Первый', 'Россия 1', 'НТВ'] }];

function renderCards(tariffs: Tariff[], popular = new Set<string>()) {
  render(
    <TextsProvider
      lang="rus"
      locale="ru"
      messages={{ TariffCard: rus.TariffCard, TariffSpeedLine: rus.TariffSpeedLine, ConnectButton: rus.ConnectButton }}
    >
      <TariffCardList
        cards={tariffs.map((tariff) => tariffCardData(tariff, { packages, popular, seriesName: 'OrangeUZ' }))}
        currency="сум"
        className="grid"
      />
    </TextsProvider>,
  );
}

describe('TariffCardList', () => {
  it('shows a tariff with a monthly price: price, speeds, unlimited traffic, fee, channels, facts and connect', () => {
    renderCards([base], new Set(['orange']));
    const card = screen.getByRole('article', { name: 'Orange' });
    expect(within(card).getByText('OrangeUZ')).toBeInTheDocument();
    expect(within(card).getByText('Популярный')).toBeInTheDocument();
    expect(card).toHaveTextContent('179 000 сум в месяц');
    expect(within(card).getByText('100 Мбит/с')).toBeInTheDocument();
    expect(within(card).getByText('до 100 Мбит/с днём · до 200 ночью (01:00–13:00)')).toBeInTheDocument();
    expect(within(card).getByText('TAS-IX: 200 Мбит/с')).toBeInTheDocument();
    expect(within(card).getByText('Безлимит')).toBeInTheDocument();
    expect(within(card).getByText('Регистрация: 45 000 сум единоразово')).toBeInTheDocument();
    expect(within(card).getByText('Пакет «Стандарт»: 3 канала')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Список каналов пакета «Стандарт»' })).toHaveAttribute(
      'href',
      '/rus/tariff/channels#channels-standart',
    );
    expect(within(card).getByRole('link', { name: 'Все условия тарифа Orange' })).toHaveAttribute(
      'href',
      '/rus/tariff/orange',
    );
    expect(within(card).getByRole('button', { name: 'Подключить тариф Orange' })).toBeInTheDocument();
  });

  it('shows an individual price from its lowest amount, a traffic limit, and no fee, badge or channels it lacks', () => {
    renderCards([
      {
        ...base,
        code: 'nihol',
        name: 'Nihol',
        abon_price: null,
        individual_price_from: 495000,
        limitGb: 300,
        registration_fee: 0,
        channel_package: null,
      },
    ]);
    const card = screen.getByRole('article', { name: 'Nihol' });
    expect(card).toHaveTextContent('Индивидуальная цена от 495 000 сум в месяц');
    expect(within(card).getByText('300 ГБ в месяц')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Безлимит');
    expect(card).not.toHaveTextContent('Регистрация');
    expect(card).not.toHaveTextContent('Популярный');
    expect(card).not.toHaveTextContent('Пакет');
  });
});
