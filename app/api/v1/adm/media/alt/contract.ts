import { routeContract } from '@/lib/http/api/route/contract';
import { mediaAltBody } from '@/lib/content/media/schemas';

/** POST /api/v1/adm/media/alt {path, alt:{rus, uzb}}: stores an image's alt texts (audited). */
export const POST = routeContract({
  method: 'POST',
  summary:
    'Stores an image’s alt texts, shown wherever the image has no alt of its own (slider, news or partners right)',
  tag: 'admin',
  access: 'media',
  body: mediaAltBody,
  data: mediaAltBody,
  errors: ['not_found'],
  example: {
    body: {
      path: '/images/slides/main-gamer.webp',
      alt: { rus: 'Геймер за компьютером', uzb: 'Kompyuter oldidagi geymer' },
    },
  },
});
