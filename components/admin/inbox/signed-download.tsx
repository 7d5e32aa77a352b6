'use client';

import type { ReactNode } from 'react';
import { signatureHeaders } from '@/lib/http/api/sign';
import { toCallError } from '@/lib/http/api/client-errors';
import { useSite } from '@/lib/ui-state/store/site';
import { reportFailure } from '@/components/ui/report-failure';

/** The file name a Content-Disposition header gives: the UTF-8 (RFC 5987) one first, else the plain one. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

type Props = { href: string; fallbackName: string; className: string; children: ReactNode };

/**
 * A download from the admin API. The API wants the request signature, which a plain link cannot send: the click
 * fetches the file with it and saves it under the server's name; the failure message is the server's.
 */
export function SignedDownload({ href, fallbackName, className, children }: Props) {
  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const { statistic_key, map_key, serviceUnavailable } = useSite.getState();
    try {
      const res = await fetch(href, { headers: signatureHeaders(statistic_key, map_key), cache: 'no-store' });
      if (!res.ok) throw toCallError('read', res.status, await res.json().catch(() => undefined), serviceUnavailable);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = dispositionName(res.headers.get('Content-Disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      reportFailure(error);
    }
  };
  return (
    <a href={href} onClick={download} className={className}>
      {children}
    </a>
  );
}
