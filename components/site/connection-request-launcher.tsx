'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { loadApi } from '@/lib/http/api/load-client';
import { useConnection } from '@/lib/ui-state/store/connection';
import { useSite } from '@/lib/ui-state/store/site';
import { reportFailure } from '@/components/ui/report-failure';
import type { ModalTexts } from './connection-request-modal';

const loadModal = () => import('./connection-request-modal').then((m) => m.ConnectionRequestModal);

// the form, its schema, its texts and the captcha load only when a visitor opens the request
const ConnectionRequestModal = dynamic(loadModal, { ssr: false });

/**
 * Mounted once in the site layout: opens the connection request when want_connect is set, once
 * its texts have arrived (asked for on the first opening, with the modal's code, then kept).
 */
export function ConnectionRequestLauncher() {
  const open = useConnection((s) => s.want_connect);
  const lang = useSite((s) => s.lang);
  const [texts, setTexts] = useState<{ lang: string; texts: ModalTexts } | null>(null);
  const ready = texts !== null && texts.lang === lang;
  useEffect(() => {
    if (!open || ready) return;
    let current = true;
    void loadModal();
    loadApi()
      .then((api) => api.query<ModalTexts>(`texts/${lang}/connection_request`))
      .then(
        (loaded) => {
          if (current) setTexts({ lang, texts: loaded });
        },
        (error) => {
          // nothing to show without its texts: close the request so the next click asks again
          if (current) useConnection.getState().setWantConnect(false);
          reportFailure(error);
        },
      );
    return () => {
      current = false;
    };
  }, [open, ready, lang]);
  return open && ready ? <ConnectionRequestModal texts={texts.texts} /> : null;
}
