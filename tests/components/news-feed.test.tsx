import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSite } from '@/lib/ui-state/store/site';
import { NewsFeed, type NewsListItem } from '@/components/site/news-feed';

vi.mock('next/image', () => ({ default: ({ alt }: { alt: string }) => <span data-alt={alt} /> }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn() }), usePathname: () => '/rus/news' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() =>
  useSite.getState().init({
    lang: 'rus',
    statistic_key: 'stat-key',
    map_key: 'map-key',
    serviceUnavailable: 'Сервис временно недоступен',
  }),
);

const item = (id: number): NewsListItem => ({
  id,
  title: `Новость ${id}`,
  summary: `Кратко ${id}`,
  image: '',
  publishedAt: `2026-0${(id % 9) + 1}-10T04:00:00.000Z`,
});
const labels = {
  loadMore: 'Показать ещё',
  loading: 'Загрузка…',
  loaded: 'Загружено новостей: {count}',
  newer: 'Более свежие новости',
};
// The API client is imported on first use, which a busy machine can take longer than findBy's default second for.
const LOADED = { timeout: 5000 };
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('NewsFeed', () => {
  it("appends the next page on 'load more' in place and hides the link when everything is shown", async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/news/rus', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page')!);
        return HttpResponse.json({ status: 'ok', data: { items: [item(3)], page: 2, perPage: 2, total: 3 } });
      }),
    );
    render(
      <NewsFeed lang="rus" first={{ items: [item(5), item(4)], page: 1, perPage: 2, total: 3 }} labels={labels} />,
    );
    expect(titles()).toEqual(['Новость 5', 'Новость 4']);
    expect(screen.getByRole('link', { name: 'Новость 5' })).toHaveAttribute('href', '/rus/news/5');
    expect(screen.queryByRole('link', { name: 'Более свежие новости' })).not.toBeInTheDocument();

    const more = screen.getByRole('link', { name: 'Показать ещё' });
    expect(more).toHaveAttribute('href', '/rus/news?page=2');
    // fireEvent answers false when the handler kept the browser from following the link
    expect(fireEvent.click(more)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Новость 3' }, LOADED)).toBeInTheDocument();
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3']);
    expect(pages).toEqual(['2']);
    expect(screen.getByRole('status')).toHaveTextContent('Загружено новостей: 3');
    expect(screen.queryByRole('link', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('on a later page links to the newer page and to the next one, which moves on as pages are appended', async () => {
    server.use(
      http.get('*/api/v1/news/uzb', () =>
        HttpResponse.json({ status: 'ok', data: { items: [item(2)], page: 3, perPage: 1, total: 4 } }),
      ),
    );
    render(<NewsFeed lang="uzb" first={{ items: [item(3)], page: 2, perPage: 1, total: 4 }} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Более свежие новости' })).toHaveAttribute('href', '/uzb/news');
    await userEvent.click(screen.getByRole('link', { name: 'Показать ещё' }));
    expect(await screen.findByRole('heading', { name: 'Новость 2' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать ещё' })).toHaveAttribute('href', '/uzb/news?page=4');
  });

  it('leaves a click that opens a new tab to the browser', () => {
    render(<NewsFeed lang="rus" first={{ items: [item(5)], page: 1, perPage: 1, total: 2 }} labels={labels} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Показать ещё' }), { ctrlKey: true })).toBe(true);
    expect(titles()).toEqual(['Новость 5']);
  });

  it('says the service is unavailable when loading fails, and keeps the list', async () => {
    server.use(http.get('*/api/v1/news/rus', () => HttpResponse.error()));
    render(<NewsFeed lang="rus" first={{ items: [item(5)], page: 1, perPage: 1, total: 2 }} labels={labels} />);
    await userEvent.click(screen.getByRole('link', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('Сервис временно недоступен');
    expect(titles()).toEqual(['Новость 5']);
  });
});
