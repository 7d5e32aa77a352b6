'use client';

import dynamic from 'next/dynamic';
import { useConnection } from '@/lib/ui-state/store/connection';
import type { ModalTexts } from './connection-request-modal';

// the form, its schema and the captcha load only when a visitor opens the request
const ConnectionRequestModal = dynamic(
  () => import('./connection-request-modal').then((m) => m.ConnectionRequestModal),
  { ssr: false },
);

/** Mounted once in the site layout: opens the connection request when want_connect is set. */
export function ConnectionRequestLauncher({ texts }: { texts: ModalTexts }) {
  const open = useConnection((s) => s.want_connect);
  return open ? <ConnectionRequestModal texts={texts} /> : null;
}
