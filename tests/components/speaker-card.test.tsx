import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpeakerCard, type SpeakerCardLabels } from '@/components/site/speaker-card';

const labels: SpeakerCardLabels = {
  model: 'Модель',
  color: 'Цвет',
  characteristics: 'Характеристики',
  specs: 'Технические данные',
  specNames: {
    interfaces: 'Интерфейсы',
    power: 'Питание',
    control: 'Управление',
    size: 'Размеры',
    smartHome: 'Умный дом',
    microphones: 'Микрофоны',
    zigbee: 'Zigbee',
    sound: 'Звук',
  },
  price: 'Цена',
  currency: 'сум',
};

const speaker = {
  id: 'station-max',
  title: 'Yandex Station Max',
  subtitle: 'Колонка с экраном',
  image: '/images/speakers/station-max.webp',
  model: 'YNDX-0008',
  color: 'Чёрный',
  characteristics: ['Звук 65 Вт', 'Видео 4K'],
  specs: {
    interfaces: 'Wi-Fi, Bluetooth, HDMI',
    power: '220 В',
    control: 'Голосом',
    size: '230 × 141 × 141 мм',
    smartHome: 'Zigbee-хаб',
    microphones: '7 микрофонов',
    zigbee: 'Есть',
    sound: '65 Вт, стерео',
  },
  prices: { buy: 4970000 },
};

describe('SpeakerCard', () => {
  it('shows title, subtitle, model, colour, characteristics and the photo named by the title', () => {
    render(<SpeakerCard speaker={speaker} labels={labels} />);
    const card = screen.getByRole('article', { name: 'Yandex Station Max' });
    expect(within(card).getByRole('img', { name: 'Yandex Station Max' })).toBeInTheDocument();
    expect(within(card).getByText('Колонка с экраном')).toBeInTheDocument();
    expect(within(card).getByText('Модель').nextElementSibling).toHaveTextContent('YNDX-0008');
    expect(within(card).getByText('Цвет').nextElementSibling).toHaveTextContent('Чёрный');
    expect(within(card).getByText('Видео 4K')).toBeInTheDocument();
  });

  it('lists all eight specifications under their names', () => {
    render(<SpeakerCard speaker={speaker} labels={labels} />);
    for (const [key, name] of Object.entries(labels.specNames)) {
      expect(screen.getByText(name).nextElementSibling).toHaveTextContent(
        speaker.specs[key as keyof typeof speaker.specs],
      );
    }
  });

  it('shows the price grouped by thousands with the currency word', () => {
    render(<SpeakerCard speaker={speaker} labels={{ ...labels, currency: "so'm" }} />);
    expect(screen.getByText("4 970 000 so'm")).toBeInTheDocument();
  });
});
