import { uploadData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** POST /api/v1/adm/upload (multipart `file`): stores an image for slides, news or partners in the media library. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Stores an image for slides, news or partners; answers its path (slider, news or partners right)',
  tag: 'admin',
  access: 'media',
  multipart: { files: ['file'] },
  data: uploadData,
});
