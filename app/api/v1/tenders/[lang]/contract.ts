import { z } from 'zod';
import { tender } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';

/** GET /api/v1/tenders/{lang}. */
export const GET = contentRead('Active tenders, newest first, with their attachments', z.array(tender));
