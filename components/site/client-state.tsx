'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/platform/i18n/locales';
import { checkAdminOnNavigation } from '@/lib/ui-state/store/admin-navigation';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { useSite } from '@/lib/ui-state/store/site';

type Props = { lang: Lang; statisticKey: string; mapKey: string; serviceUnavailable: string };

/**
 * Puts what the browser's api layer needs into the site store (language, signature keys,
 * the 'service unavailable' text), clears notifications on every navigation and runs the
 * isAdmAuth steps on every page, public or admin (SPEC §4 steps 1 and 4-7).
 */
export function ClientState({ lang, statisticKey, mapKey, serviceUnavailable }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const first = useRef(true);
  useSite.getState().init({ lang, statistic_key: statisticKey, map_key: mapKey, serviceUnavailable });
  useEffect(() => {
    void checkAdminOnNavigation(pathname, lang, (href) => router.replace(href));
  }, [pathname, lang, router]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    useNotifications.getState().clear();
  }, [pathname]);
  return null;
}
