/** The admin profile the API answers (SPEC §3): e-mail, role and the sections (content and inbox) it may open. */
import { accessRights, type AccessRight, type Role } from './rights';

/** What user/auth and user/get answer. */
export type Profile = { email: string; role: Role; access_rights: AccessRight[] };

/** The profile of a staff member. */
export function toProfile(staff: { email: string; role: Role }): Profile {
  return { email: staff.email, role: staff.role, access_rights: accessRights(staff.role) };
}
