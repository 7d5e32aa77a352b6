/** Who may open the media library: anyone who edits a section that shows images. Client-safe. */
import type { Role } from '@/lib/staff/auth/roles';
import { hasRight, type Section } from '@/lib/staff/auth/rights';

/** The code of the media library in the admin's paths and the audit trail. */
export const MEDIA = 'media' as const;

/** The sections whose items hold images picked from the library (the static texts' images are the developer's, who holds these too). */
export const IMAGE_SECTIONS: readonly Section[] = ['slider', 'news', 'partners'];

/** Whether a role may open the media library and upload images. */
export function hasMediaRight(role: Role): boolean {
  return IMAGE_SECTIONS.some((section) => hasRight(role, section));
}
