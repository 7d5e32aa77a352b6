import { z } from 'zod';
import { navbarItem } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/navbars/{lang}. */
export const GET = contentRead('The visible navbar links, in order', z.array(navbarItem));
