'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import { isAdminPath } from '@/lib/i18n/redirect-path';
import { readAdmFlag, writeAdmFlag } from '@/lib/store/admin';
import { useNotifications } from '@/lib/store/notifications';
import { useSite } from '@/lib/store/site';

type Props = { lang: Lang; statisticKey: string; mapKey: string; serviceUnavailable: string };

/**
 * Puts what the browser's api layer needs into the site store (language, signature keys,
 * the 'service unavailable' text), clears notifications on every navigation and, on public pages,
 * sets an absent isAdmAuth flag to 'false' (SPEC §4 steps 1 and 6).
 */
export function ClientState({ lang, statisticKey, mapKey, serviceUnavailable }: Props) {
  const pathname = usePathname();
  const first = useRef(true);
  useSite.getState().init({ lang, statistic_key: statisticKey, map_key: mapKey, serviceUnavailable });
  useEffect(() => {
    if (!isAdminPath(pathname) && readAdmFlag() === null) writeAdmFlag('false');
  }, [pathname]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    useNotifications.getState().clear();
  }, [pathname]);
  return null;
}
