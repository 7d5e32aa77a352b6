import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '@/components/ui/texts-provider';
import { describe, expect, it } from 'vitest';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { FaqSearch, type FaqEntry } from '@/components/site/faq-search';

const entry = (id: number, question: string, answer: string): FaqEntry => ({
  id,
  question,
  answerHtml: `<p>${answer}</p>`,
});
const RUS = [
  entry(1, 'Как оплатить интернет?', 'Через Payme, Click или в кассе офиса.'),
  entry(2, 'Что такое TAS-IX?', 'Точка обмена трафиком, трафик бесплатен.'),
  entry(3, 'Как сменить тариф?', 'В личном кабинете или по звонку.'),
];

const questions = () => screen.queryAllByRole('group').map((d) => d.querySelector('summary')?.textContent);

describe('FaqSearch', () => {
  it('shows every question as a disclosure, then filters as the visitor types', async () => {
    render(
      <TextsProvider lang="rus" locale="ru" messages={{ FaqPage: rus.FaqPage }}>
        <FaqSearch lang="rus" items={RUS} />
      </TextsProvider>,
    );
    expect(questions()).toEqual(['Как оплатить интернет?', 'Что такое TAS-IX?', 'Как сменить тариф?']);
    const box = screen.getByRole('searchbox', { name: 'Поиск по вопросам и ответам' });
    expect(box.closest('form')).toHaveAttribute('action', '/rus/faq');
    expect(box).toHaveAttribute('name', 'q');

    await userEvent.type(box, 'ТАРИФ');
    expect(questions()).toEqual(['Как сменить тариф?']);
    expect(screen.getByRole('status')).toHaveTextContent('Найден 1 ответ');

    await userEvent.clear(box);
    await userEvent.type(box, 'бесплатен');
    expect(questions()).toEqual(['Что такое TAS-IX?']);

    await userEvent.type(box, ' zzz');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не найдено');

    await userEvent.clear(box);
    expect(questions()).toHaveLength(3);
  });

  it('starts from the query of the URL and matches Uzbek apostrophes alike', () => {
    render(
      <TextsProvider lang="uzb" locale="uz" messages={{ FaqPage: uzb.FaqPage }}>
        <FaqSearch
          lang="uzb"
          items={[entry(1, "Qanday to'lash mumkin?", 'Payme orqali.'), entry(2, 'TAS-IX nima?', 'Trafik bepul.')]}
          initialQuery="to‘lash"
        />
      </TextsProvider>,
    );
    expect(questions()).toEqual(["Qanday to'lash mumkin?"]);
    expect(screen.getByRole('status')).toHaveTextContent('1 ta javob topildi');
    expect(screen.getByRole('searchbox')).toHaveValue('to‘lash');
  });
});
