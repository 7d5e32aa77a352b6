import { staticComponents } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/stat/{lang}. */
export const GET = contentRead('Static components: single texts as map, lists as list', staticComponents);
