import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '@/components/ui/texts-provider';
import { beforeEach, describe, expect, it } from 'vitest';
import rus from '@/messages/rus.json';
import { useConnection } from '@/lib/store/connection';
import { TariffPicker, type PickerTariff } from '@/components/site/tariff-picker';

const base = { speed_windows: [], limitGb: null, individual_price_from: null };
const TARIFFS: PickerTariff[] = [
  { ...base, code: 'arbuz', kind: 'home', name: 'Arbuz', speed: 20, limitGb: 150, abon_price: 99000 },
  { ...base, code: 'mandarin', kind: 'home', name: 'Mandarin', speed: 50, abon_price: 149000 },
  { ...base, code: 'orange', kind: 'home', name: 'Orange', speed: 100, abon_price: 179000 },
  { ...base, code: 'nihol', kind: 'corp', name: 'Nihol', speed: 50, abon_price: null, individual_price_from: 495000, speed_windows: [{ from: '07:00', to: '19:00', speed: 50 }, { from: '19:00', to: '07:00', speed: 5 }] },
];

const picker = (
  <TextsProvider lang="rus" locale="ru" messages={{ TariffPicker: rus.TariffPicker }}>
    <TariffPicker tariffs={TARIFFS} currency="сум" connectLabel="Подключить" connectLabels={{ orange: 'Подключить тариф Orange' }} />
  </TextsProvider>
);

function renderPicker() {
  return render(picker);
}

const results = () => within(screen.getByRole('list', { name: 'Подберите тариф по параметрам' }));
const names = () => results().queryAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL').map((li) => li.querySelector('span')?.textContent);

async function setNumber(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('TariffPicker', () => {
  beforeEach(() => useConnection.setState({ tariff: null, want_connect: false }));

  it('ranks the tariffs that fit as the visitor types, cheapest first, with the reasons', async () => {
    renderPicker();
    await setNumber('Желаемая скорость, Мбит/с', '20');
    await setNumber('Количество устройств', '1');
    expect(names()).toEqual(['Arbuz', 'Mandarin', 'Orange']);
    expect(screen.getByRole('status')).toHaveTextContent('Подходят 3 тарифа');
    expect(screen.getByText('99 000 сум в месяц')).toBeInTheDocument();
    expect(screen.getByText('Лимит 150 ГБ покрывает ваши 100 ГБ в месяц')).toBeInTheDocument();
    expect(screen.getByText('Самый выгодный из подходящих')).toBeInTheDocument();

    await setNumber('Желаемая скорость, Мбит/с', '80');
    expect(names()).toEqual(['Orange']);
    expect(screen.getByText('Скорость 100 Мбит/с — не меньше нужных вам 80 Мбит/с')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Подходит 1 тариф');
  });

  it('leaves out limited tariffs when only unlimited is wanted', async () => {
    renderPicker();
    await setNumber('Желаемая скорость, Мбит/с', '10');
    await setNumber('Количество устройств', '1');
    expect(names()).toContain('Arbuz');
    await userEvent.selectOptions(screen.getByLabelText('Лимит трафика'), 'Только безлимит');
    expect(names()).toEqual(['Mandarin', 'Orange']);
  });

  it('switches to office tariffs and says when nothing fits', async () => {
    renderPicker();
    await userEvent.click(screen.getByLabelText('В офисе'));
    await setNumber('Желаемая скорость, Мбит/с', '50');
    await setNumber('Количество устройств', '1');
    expect(names()).toEqual(['Nihol']);
    expect(screen.getByText('индивидуальная цена от 495 000 сум')).toBeInTheDocument();
    await setNumber('Часов в сети в день', '20');
    expect(screen.getByRole('status')).toHaveTextContent('Подходящих тарифов нет');
    expect(screen.getByText('Попробуйте уменьшить скорость или выбрать тариф с лимитом.')).toBeInTheDocument();
  });

  it('chooses the tariff and asks for the connection request on connect', async () => {
    renderPicker();
    await setNumber('Желаемая скорость, Мбит/с', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Подключить тариф Orange' }));
    expect(useConnection.getState().tariff).toEqual({ code: 'orange', name: 'Orange' });
    expect(useConnection.getState().want_connect).toBe(true);
  });

  it('keeps what the visitor set in the server-rendered form before the scripts ran', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(picker);
    const speed = container.querySelector<HTMLInputElement>('input[name="speed"]')!;
    speed.value = '100';
    container.querySelector<HTMLInputElement>('input[name="place"][value="home"]')!.checked = true;
    await act(async () => {
      render(picker, { container, hydrate: true });
    });
    expect(names()).toEqual(['Orange']);
    expect(screen.getByLabelText('Желаемая скорость, Мбит/с')).toHaveValue(100);
  });
});
