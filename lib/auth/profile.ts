/** The admin profile the API answers (SPEC §3): e-mail, role and the sections it may open. */
import { accessRights, type Role, type Section } from './rights';

/** What user/auth and user/get answer. */
export type Profile = { email: string; role: Role; access_rights: Section[] };

/** The profile of a staff member. */
export function toProfile(staff: { email: string; role: Role }): Profile {
  return { email: staff.email, role: staff.role, access_rights: accessRights(staff.role) };
}
