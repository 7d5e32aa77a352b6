'use client';

import { useRouter } from 'next/navigation';
import { api, ApiCallError } from '@/lib/http/api/client';
import { useAdmin, writeAdmFlag } from '@/lib/ui-state/store/admin';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Ends the session (SPEC §4: flag 'false', profile cleared) and goes to the login. */
export function LogoutButton({ lang, label }: { lang: string; label: string }) {
  const router = useRouter();
  const logout = async () => {
    try {
      await api.post('user/logout');
      writeAdmFlag('false');
      useAdmin.getState().setProfile(null);
      router.replace(`/${lang}/site/adm/login`);
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  return (
    <button
      type="button"
      onClick={logout}
      className="w-fit rounded border border-current px-3 py-1 text-sm font-semibold hover:bg-surface/10"
    >
      {label}
    </button>
  );
}
