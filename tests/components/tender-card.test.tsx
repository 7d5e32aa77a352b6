import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import rus from '@/messages/rus.json';
import { TenderCard, type TenderLabels } from '@/components/site/tender-card';

const labels = rus.TendersPage as unknown as TenderLabels;

describe('TenderCard', () => {
  it('shows every field of the tender, dates as DD.MM.YYYY and attachments as links', () => {
    render(
      <TenderCard
        labels={labels}
        tender={{
          id: 7,
          tender_number: 'T-2026/001',
          purchase_title: 'Поставка ONT',
          purchase_type: 'Открытый конкурс',
          customer: 'ООО «TashNet»',
          sponsor: 'Собственные средства',
          publish_date: '2026-03-01',
          start_date: '2026-03-02',
          end_date: '2026-03-20',
          lot: 'Лот 1: терминалы',
          vol: '2000 шт.',
          delivery_time: '45 дней',
          delivery_condition: 'DAP Ташкент',
          contact: 'tender@tashnet.uz',
          filename: [
            { name: 'spec 1.pdf', label: 'Техническое задание' },
            { name: 'https://files.example.uz/t.pdf', label: '' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Поставка ONT' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Номер тендера')).toBe('T-2026/001');
    expect(value('Тип закупки')).toBe('Открытый конкурс');
    expect(value('Заказчик')).toBe('ООО «TashNet»');
    expect(value('Источник финансирования')).toBe('Собственные средства');
    expect(value('Дата публикации')).toBe('01.03.2026');
    expect(value('Начало приёма заявок')).toBe('02.03.2026');
    expect(value('Окончание приёма заявок')).toBe('20.03.2026');
    expect(value('Лот')).toBe('Лот 1: терминалы');
    expect(value('Количество')).toBe('2000 шт.');
    expect(value('Срок поставки')).toBe('45 дней');
    expect(value('Условия поставки')).toBe('DAP Ташкент');
    expect(value('Контакты')).toBe('tender@tashnet.uz');
    expect(screen.getByRole('link', { name: 'Техническое задание' })).toHaveAttribute(
      'href',
      '/uploads/tenders/spec%201.pdf',
    );
    expect(screen.getByRole('link', { name: 'https://files.example.uz/t.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.uz/t.pdf',
    );
  });
});
