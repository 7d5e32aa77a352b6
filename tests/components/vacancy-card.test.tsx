import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyCard } from '@/components/site/vacancy-card';

const vacancy = {
  id: 7,
  title: 'Сетевой инженер',
  tasks: '<ul><li>настройка BGP</li></ul>',
  expectations: '<p>опыт от двух лет</p>',
  benefits: '<p>ДМС</p>',
  contact: '<p>hr@example.com</p>',
};
const texts = {
  tasks: 'Задачи',
  expectations: 'Мы ожидаем',
  benefits: 'Мы предлагаем',
  contact: 'Контакты',
  apply: 'Откликнуться',
  applyFor: 'Откликнуться: Сетевой инженер',
};

describe('VacancyCard', () => {
  it(
    'shows the vacancy folded to its title and summary line, with its own apply link naming it',
    { timeout: 20_000 },
    () => {
      render(<VacancyCard lang="rus" vacancy={vacancy} summary="настройка BGP" texts={texts} />);
      const card = screen.getByRole('article', { name: 'Сетевой инженер' });
      expect(card.querySelector('details')).not.toHaveAttribute('open');
      expect(card.querySelector('summary')).toHaveTextContent('Сетевой инженер');
      expect(card.querySelector('summary')).toHaveTextContent('настройка BGP');
      const apply = screen.getByRole('link', { name: 'Откликнуться: Сетевой инженер' });
      expect(apply).toHaveTextContent('Откликнуться');
      expect(apply).toHaveAttribute('href', '/rus/vacancies?vacancy=7#send-resume');
    },
  );

  it('opens when the list was searched, so the matching text is in view', () => {
    render(<VacancyCard lang="uzb" vacancy={vacancy} summary="" open texts={texts} />);
    expect(screen.getByRole('article').querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: texts.applyFor })).toHaveAttribute(
      'href',
      '/uzb/vacancies?vacancy=7#send-resume',
    );
  });
});
