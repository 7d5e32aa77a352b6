'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { api } from '@/lib/api/client';
import type { AccessRight } from '@/lib/auth/rights';
import { readAdmFlag, useAdmin, writeAdmFlag, type AdminProfile } from '@/lib/store/admin';

/** Which section a path of the admin area opens, if any. */
function sectionOf(pathname: string): string | null {
  return pathname.split('/')[3] ?? null;
}

/**
 * The isAdmAuth navigation steps of SPEC §4 in the admin area. Only a hint for the interface:
 * the server has already checked the session and the right before rendering.
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
    const check = (profile: AdminProfile) => {
      const section = sectionOf(pathname);
      if (section && section !== 'audit' && !profile.access_rights.includes(section as AccessRight))
        router.replace(`/${lang}`);
    };
    const loaded = useAdmin.getState().profile;
    if (loaded) return check(loaded);
    api
      .query<AdminProfile>('user/get')
      .then((profile) => {
        useAdmin.getState().setProfile(profile);
        check(profile);
      })
      .catch(() => {
        writeAdmFlag('false');
        router.replace(login);
      });
  }, [lang, pathname, router]);
  return null;
}
