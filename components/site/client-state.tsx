'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import { useNotifications } from '@/lib/store/notifications';
import { useSite } from '@/lib/store/site';

type Props = { lang: Lang; statisticKey: string; mapKey: string; serviceUnavailable: string };

/**
 * Puts what the browser's api layer needs into the site store (language, signature keys,
 * the 'service unavailable' text) and clears notifications on every navigation (SPEC §4).
 */
export function ClientState({ lang, statisticKey, mapKey, serviceUnavailable }: Props) {
  const pathname = usePathname();
  const first = useRef(true);
  useSite.getState().init({ lang, statistic_key: statisticKey, map_key: mapKey, serviceUnavailable });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    useNotifications.getState().clear();
  }, [pathname]);
  return null;
}
