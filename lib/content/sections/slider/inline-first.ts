/** The home slider's first picture inside the page, for phones. */
import 'server-only';
import { inlinePicture } from '@/lib/content/media/inline-picture';

type Slide = { image: string; mobileImage: string };

/**
 * The slides with the first one's phone picture (its narrow-screen version, else its picture) as a
 * data URI when it is small enough to travel inside the page; the rest as they are.
 */
export async function withFirstPictureInline<T extends Slide>(slides: T[]): Promise<(T & { narrowInline?: string })[]> {
  const [first, ...rest] = slides;
  if (!first) return slides;
  const narrowInline = await inlinePicture(first.mobileImage || first.image);
  return narrowInline ? [{ ...first, narrowInline }, ...rest] : slides;
}
