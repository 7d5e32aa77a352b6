import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSite } from '@/lib/store/site';
import { NewsFeed, type NewsListItem } from '@/components/site/news-feed';

vi.mock('next/image', () => ({ default: ({ alt }: { alt: string }) => <span data-alt={alt} /> }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn() }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useSite.getState().init({ lang: 'rus', statistic_key: 'stat-key', map_key: 'map-key', serviceUnavailable: 'Сервис временно недоступен' }));

const item = (id: number): NewsListItem => ({ id, title: `Новость ${id}`, summary: `Кратко ${id}`, image: '', publishedAt: `2026-0${(id % 9) + 1}-10T04:00:00.000Z` });
const labels = { loadMore: 'Показать ещё', loading: 'Загрузка…', loaded: 'Загружено новостей: {count}' };
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('NewsFeed', () => {
  it("appends the next page on 'load more' and hides the button when everything is shown", async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/news/rus', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page')!);
        return HttpResponse.json({ status: 'ok', data: { items: [item(3)], page: 2, perPage: 2, total: 3 } });
      }),
    );
    render(<NewsFeed lang="rus" first={{ items: [item(5), item(4)], page: 1, perPage: 2, total: 3 }} labels={labels} />);
    expect(titles()).toEqual(['Новость 5', 'Новость 4']);
    expect(screen.getByRole('link', { name: 'Новость 5' })).toHaveAttribute('href', '/rus/news/5');

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('heading', { name: 'Новость 3' })).toBeInTheDocument();
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3']);
    expect(pages).toEqual(['2']);
    expect(screen.getByRole('status')).toHaveTextContent('Загружено новостей: 3');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('says the service is unavailable when loading fails, and keeps the list', async () => {
    server.use(http.get('*/api/v1/news/rus', () => HttpResponse.error()));
    render(<NewsFeed lang="rus" first={{ items: [item(5)], page: 1, perPage: 1, total: 2 }} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(titles()).toEqual(['Новость 5']);
  });
});
