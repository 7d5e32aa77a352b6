/** The slider's store: the slides of every slider. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { sliderData } from './schema';
import { slides } from './table';

/** The slides of every slider. */
export const sliderStore = numericStore<typeof slides, z.output<typeof sliderData>>({
  table: slides,
  order: (t) => [asc(t.type), asc(t.position)],
  toData: (r) => ({
    type: r.type,
    title: r.title,
    subtitle: r.subtitle,
    image: r.image,
    mobile_image: r.mobileImage,
    href: r.href,
    position: r.position,
    active: r.active,
    starts_at: r.startsAt,
    ends_at: r.endsAt,
    published: r.published,
    published_at: r.publishedAt?.toISOString() ?? null,
    unpublish_at: r.unpublishAt?.toISOString() ?? null,
  }),
  toValues: ({ starts_at, ends_at, mobile_image, published_at, unpublish_at, ...rest }) => ({
    ...rest,
    mobileImage: mobile_image,
    startsAt: starts_at,
    endsAt: ends_at,
    publishedAt: published_at ? new Date(published_at) : null,
    unpublishAt: unpublish_at ? new Date(unpublish_at) : null,
  }),
});
