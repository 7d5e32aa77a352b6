/** The public content calls of SPEC §7: signed GETs with a `{lang}` path segment. */
import { langParams } from '@/lib/api/lang-param';
import { newsItemQuery, newsPageQuery, slidesQuery } from '@/lib/content/query-schemas';
import type { Operation } from '../types';

const read = (path: string, summary: string, data: string, extra: Partial<Operation> = {}): Operation => ({
  method: 'get',
  path: `/api/v1/${path}/{lang}`,
  tag: 'content',
  summary,
  access: 'signed',
  pathParams: langParams,
  data,
  ...extra,
});

export const contentOperations: Operation[] = [
  read(
    'get',
    'The base bundle',
    'static_components {map, list}, user, navbars, footers, sliders, news, faq, vacancies, tenders, partners.',
  ),
  read('navbars', 'Navbar list', 'The visible navbar items in the language of the path.'),
  read('footers', 'Footer list', 'The visible footer items, by column.'),
  read('sliders', 'Slides of one slider (empty type means main)', 'The active slides.', { query: slidesQuery }),
  read('faq', 'Questions and answers', 'The FAQ entries in order.'),
  read('tenders', 'Active tenders', 'The active tenders with their attachments.'),
  read('partners', 'Partners', 'The partners in order.'),
  read('news', 'One page of news; the client appends pages', 'A page of published news and whether more follow.', {
    query: newsPageQuery,
  }),
  read('stat', 'Static components', 'Static components as {map, list}.'),
  read('id/news', 'One news item', 'The news item.', { query: newsItemQuery, also: [404] }),
];
