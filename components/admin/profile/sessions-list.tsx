'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/http/api/client';
import type { SessionItem } from '@/lib/staff/auth/account/own-sessions';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { showCallError } from './call-errors';
import type { ProfileTexts } from './two-factor-panel';

/** The own sessions (times in Tashkent): each other one can be ended, or all of them at once. */
export function SessionsList({ items, texts }: { items: SessionItem[]; texts: ProfileTexts }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const end = async (params: Record<string, string | number>, done: string) => {
    setBusy(true);
    try {
      await api.delete('user/sessions', params);
      useNotifications.getState().notify('success', done);
      router.refresh();
    } catch (error) {
      showCallError(error, () => {}, []);
    } finally {
      setBusy(false);
    }
  };
  const others = items.filter((item) => !item.current);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" data-testid="sessions">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded border border-line p-3">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-semibold">{item.user_agent ?? texts.unknown}</span>
              {item.current ? <span className="ml-2 rounded bg-brand-50 px-2 text-sm">{texts.current}</span> : null}
              <br />
              <span className="text-sm">
                {texts.ip}: {item.ip ?? texts.unknown} · {texts.started}: {formatDateTime(item.created_at)} ·{' '}
                {texts.lastSeen}: {formatDateTime(item.last_seen_at)}
              </span>
            </span>
            {item.current ? null : (
              <button
                type="button"
                disabled={busy}
                onClick={() => end({ id: item.id }, texts.ended!)}
                aria-label={`${texts.end}: ${item.user_agent ?? texts.unknown}, ${formatDateTime(item.created_at)}`}
                className="rounded border border-line-strong px-3 py-1 text-sm"
              >
                {texts.end}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => end({ others: 'true' }, texts.endedAll!)}
          className="w-fit rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {texts.endAll}
        </button>
      ) : (
        <p>{texts.noOthers}</p>
      )}
    </div>
  );
}
