import { z } from 'zod';
import { footerItem } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/footers/{lang}. */
export const GET = contentRead(
  'The visible footer links, in order; the page groups them by column',
  z.array(footerItem),
);
