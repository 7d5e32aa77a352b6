'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { api } from '@/lib/api/client';
import { readAdmFlag, useAdmin, writeAdmFlag, type AdminProfile } from '@/lib/store/admin';

/**
 * The isAdmAuth navigation steps of SPEC §4 in the admin area. Only a hint for the interface:
 * the server has already checked the session and the right before rendering. A section without
 * the right is not left for the home page here: the server's 403 page says so and lists the
 * account's sections (issue #20).
 */
export function AdminSession({ lang }: { lang: string }) {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    const flag = readAdmFlag();
    const login = `/${lang}/site/adm/login`;
    if (flag !== 'true') {
      useAdmin.getState().setProfile(null);
      void api
        .post('user/logout')
        .catch(() => undefined)
        .finally(() => router.replace(login));
      return;
    }
    if (useAdmin.getState().profile) return;
    api
      .query<AdminProfile>('user/get')
      .then((profile) => useAdmin.getState().setProfile(profile))
      .catch(() => {
        writeAdmFlag('false');
        router.replace(login);
      });
  }, [lang, pathname, router]);
  return null;
}
