import { z } from 'zod';
import { faqEntry } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/faq/{lang}. */
export const GET = contentRead('Questions and answers', z.array(faqEntry));
