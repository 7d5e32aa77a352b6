import { z } from 'zod';
import { slide } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';
import { slidesQuery } from '@/lib/content/site/query-schemas';

/** GET /api/v1/sliders/{lang}?slider_type=main|footer|corp. */
export const GET = contentRead(
  'The active slides of one slider (an empty type means main), or of all',
  z.array(slide),
  {
    query: slidesQuery,
  },
);
