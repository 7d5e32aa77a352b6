/**
 * The isAdmAuth steps of SPEC §4 "On every navigation" (4 to 7), run by the client state on every
 * page, public or admin. Only a hint for the interface: every admin page and call checks the
 * session on the server. A section without the right is not left for '/' here: the server's 403
 * page says so and lists the account's sections (issue #20). The api layer is loaded only when a
 * call is due, so a visitor who never signed in as staff does not download it (the JS budget).
 */
import { ApiCallError } from '@/lib/http/api/client-errors';
import { loadApi } from '@/lib/http/api/load-client';
import { isAdminPath } from '@/lib/platform/i18n/redirect-path';
import { readAdmFlag, useAdmin, writeAdmFlag, type AdminProfile } from './admin';

/** Where a navigation step sends the visitor (the router's replace). */
export type Go = (href: string) => void;

// The server's answer for a session that has ended or never existed.
const NO_SESSION = 401;

/** Step 4: with the flag 'true' and no profile yet, fetch it; an ended session clears the flag, any other failure goes home. */
async function fetchProfile(admin: boolean, lang: string, go: Go): Promise<void> {
  try {
    useAdmin.getState().setProfile(await (await loadApi()).query<AdminProfile>('user/get'));
  } catch (error) {
    writeAdmFlag('false');
    useAdmin.getState().setProfile(null);
    const ended = error instanceof ApiCallError && error.httpStatus === NO_SESSION;
    // step 7: any other failure of the profile call sends the visitor to the home page
    if (!ended) go(`/${lang}`);
    else if (admin) go(`/${lang}/site/adm/login`);
  }
}

/** Runs steps 4 to 7 for a navigation to `pathname` in `lang`. */
export async function checkAdminOnNavigation(pathname: string, lang: string, go: Go): Promise<void> {
  const admin = isAdminPath(pathname);
  try {
    const flag = readAdmFlag();
    if (flag === 'true') {
      if (!useAdmin.getState().profile) await fetchProfile(admin, lang, go);
      return;
    }
    if (admin) {
      // step 5: no flag on an admin path: logged out, then the login
      useAdmin.getState().setProfile(null);
      await (await loadApi()).post('user/logout').catch(() => undefined);
      go(`/${lang}/site/adm/login`);
      return;
    }
    // step 6
    if (flag === null) writeAdmFlag('false');
  } catch {
    // step 7: any other failure (storage refused, for one) sends the visitor to the home page
    go(`/${lang}`);
  }
}
