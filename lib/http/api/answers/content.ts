/**
 * What the public content reads answer, as zod schemas of what lib/content/sections' reads return (each
 * `satisfies` its read's type, so a field added there fails the typecheck until it is described here).
 */
import { z } from 'zod';
import type { listFaq } from '@/lib/content/sections/faq/read';
import type { listFooter } from '@/lib/content/sections/footer/read';
import type { listNavbar } from '@/lib/content/sections/navbar/read';
import type { getNewsItem, listNews } from '@/lib/content/sections/news/read';
import type { listPartners } from '@/lib/content/sections/partners/read';
import type { listSlides } from '@/lib/content/sections/slider/read';
import type { StaticComponents } from '@/lib/content/sections/static-components/read';
import type { listTenders } from '@/lib/content/sections/tenders/read';
import type { listVacancies } from '@/lib/content/sections/vacancies/read';

type ItemOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

const id = z.number().int();
const position = z.number().int();

export const navbarItem = z.object({ id, title: z.string(), href: z.string(), position }) satisfies z.ZodType<
  ItemOf<typeof listNavbar>
>;

export const footerItem = z.object({
  id,
  column: z.string().describe('The title of its column'),
  title: z.string(),
  href: z.string(),
  position,
}) satisfies z.ZodType<ItemOf<typeof listFooter>>;

export const slide = z.object({
  id,
  type: z.enum(['main', 'footer', 'corp']),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  mobileImage: z.string().describe("A picture for narrow screens; '' when the main one serves every width"),
  href: z.string(),
  position,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
}) satisfies z.ZodType<ItemOf<typeof listSlides>>;

export const faqEntry = z.object({ id, question: z.string(), answer: z.string(), position }) satisfies z.ZodType<
  ItemOf<typeof listFaq>
>;

export const tender = z.object({
  id,
  tender_number: z.string(),
  purchase_title: z.string(),
  purchase_type: z.string(),
  customer: z.string(),
  sponsor: z.string(),
  publish_date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  lot: z.string(),
  vol: z.string(),
  delivery_time: z.string(),
  delivery_condition: z.string(),
  filename: z.array(z.object({ name: z.string(), label: z.string() })),
  contact: z.string(),
}) satisfies z.ZodType<ItemOf<typeof listTenders>>;

export const partner = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  href: z.string(),
  position,
}) satisfies z.ZodType<ItemOf<typeof listPartners>>;

const newsSummary = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publishedAt: z.string().describe('ISO moment'),
});

export const newsPage = z.object({
  items: z.array(newsSummary),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int().describe('How many published news there are'),
}) satisfies z.ZodType<Awaited<ReturnType<typeof listNews>>>;

export const newsItem = newsSummary.extend({ body: z.string().describe('Sanitised HTML') }) satisfies z.ZodType<
  NonNullable<Awaited<ReturnType<typeof getNewsItem>>>
>;

export const vacancy = z.object({
  id,
  title: z.string(),
  tasks: z.string(),
  expectations: z.string(),
  benefits: z.string(),
  contact: z.string(),
  createdAt: z.string().describe('ISO moment'),
}) satisfies z.ZodType<ItemOf<typeof listVacancies>>;

export const staticComponents = z.object({
  map: z.record(z.string(), z.string()).describe('Single texts by key'),
  list: z.record(z.string(), z.array(z.unknown())).describe('Lists by key, each item as the page that shows it needs'),
}) satisfies z.ZodType<StaticComponents>;

/** The base bundle of GET /get/{lang}: the shell's and the home page's content; `user` is always null. */
export const baseBundle = z.object({
  static_components: staticComponents,
  user: z.null(),
  navbars: z.array(navbarItem),
  footers: z.array(footerItem),
  sliders: z.array(slide),
  news: z.array(newsSummary),
  faq: z.array(faqEntry),
  vacancies: z.array(vacancy),
  tenders: z.array(tender),
  partners: z.array(partner),
});
