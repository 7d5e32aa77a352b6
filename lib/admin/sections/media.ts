/** Stores of the slides, news and partners (the sections with images). */
import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { news, partners, slides } from '@/lib/db/schema';
import { sanitizeRichText } from '@/lib/content/sanitize';
import type { newsData } from '../schemas/news';
import type { partnersData } from '../schemas/partners';
import type { sliderData } from '../schemas/slider';
import { numericStore } from './store';

/** The slides of every slider. */
export const sliderStore = numericStore<typeof slides, z.output<typeof sliderData>>({
  table: slides,
  order: (t) => [asc(t.type), asc(t.position)],
  toData: (r) => ({ type: r.type, title: r.title, subtitle: r.subtitle, image: r.image, mobile_image: r.mobileImage, href: r.href, position: r.position, active: r.active, starts_at: r.startsAt, ends_at: r.endsAt }),
  toValues: ({ starts_at, ends_at, mobile_image, ...rest }) => ({ ...rest, mobileImage: mobile_image, startsAt: starts_at, endsAt: ends_at }),
});

/** The news, newest first; bodies are sanitised on save. */
export const newsStore = numericStore<typeof news, z.output<typeof newsData>>({
  table: news,
  order: (t) => [desc(t.publishedAt)],
  toData: (r) => ({ title: r.title, summary: r.summary, body: r.body, image: r.image, published_at: r.publishedAt.toISOString(), published: r.published }),
  toValues: ({ published_at, body, ...rest }) => ({
    ...rest,
    body: { rus: sanitizeRichText(body.rus), uzb: sanitizeRichText(body.uzb) },
    publishedAt: new Date(published_at),
  }),
});

/** The partners. */
export const partnersStore = numericStore<typeof partners, z.output<typeof partnersData>>({
  table: partners,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ name: r.name, logo: r.logo, href: r.href, position: r.position }),
  toValues: (d) => d,
});
