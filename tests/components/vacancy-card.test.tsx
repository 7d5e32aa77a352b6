import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TextsProvider } from '@/components/ui/texts-provider';
import { VacancyCard } from '@/components/site/vacancy-card';
import rus from '@/messages/rus.json';

const vacancy = {
  id: 7,
  title: 'Сетевой инженер',
  tasksHtml: '<ul><li>настройка BGP</li><li>мониторинг &amp; отчёты</li></ul>',
  expectationsHtml: '<p>опыт от двух лет</p>',
  benefitsHtml: '<p>ДМС</p>',
  contactHtml: '<p>hr@example.com</p>',
  datePosted: '2026-11-01',
};

const withTexts = (children: ReactNode) => (
  <TextsProvider lang="rus" locale="ru" messages={{ VacanciesPage: rus.VacanciesPage }}>
    {children}
  </TextsProvider>
);

describe('VacancyCard', () => {
  it(
    'shows the vacancy folded to its title and the words of its tasks, with its own apply link naming it',
    { timeout: 20_000 },
    () => {
      render(withTexts(<VacancyCard lang="rus" vacancy={vacancy} />));
      const card = screen.getByRole('article', { name: 'Сетевой инженер' });
      expect(card.querySelector('details')).not.toHaveAttribute('open');
      expect(card.querySelector('summary')).toHaveTextContent('Сетевой инженер');
      expect(card.querySelector('summary span span')).toHaveTextContent(/^настройка BGP мониторинг & отчёты$/);
      expect(screen.getByRole('heading', { level: 3, name: 'Мы ожидаем' })).toBeInTheDocument();
      expect(card).toHaveTextContent('опыт от двух лет');
      const apply = screen.getByRole('link', { name: 'Откликнуться: Сетевой инженер' });
      expect(apply).toHaveTextContent('Откликнуться');
      expect(apply).toHaveAttribute('href', '/rus/vacancies?vacancy=7#send-resume');
    },
  );

  it('opens when the list was searched, so the matching text is in view', () => {
    render(withTexts(<VacancyCard lang="uzb" vacancy={vacancy} open />));
    expect(screen.getByRole('article').querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Откликнуться: Сетевой инженер' })).toHaveAttribute(
      'href',
      '/uzb/vacancies?vacancy=7#send-resume',
    );
  });
});
