import { baseBundle } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/get/{lang}. */
export const GET = contentRead('The base bundle: what the shell and the home page show (SPEC §7)', baseBundle);
