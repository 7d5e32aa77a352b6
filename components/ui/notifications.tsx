'use client';

import { useNotifications, type NotificationStatus } from '@/lib/ui-state/store/notifications';
import { X } from 'lucide';
import { Icon } from './icon';

const STYLES: Record<NotificationStatus, string> = {
  success: 'border-success bg-success-soft text-success-strong',
  danger: 'border-danger bg-danger-soft text-danger-strong',
  info: 'border-brand-600 bg-brand-50 text-brand-800',
  warning: 'border-warning bg-warning-soft text-warning-strong',
};

type Props = { label: string; dismissLabel: string };

/** The notification list: danger and warning are announced as alerts, the rest politely. */
export function Notifications({ label, dismissLabel }: Props) {
  const { notifications, dismiss } = useNotifications();
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex max-w-lg flex-col gap-2 px-4"
    >
      {notifications.map((n) => (
        <div
          key={n.id}
          role={n.status === 'danger' || n.status === 'warning' ? 'alert' : 'status'}
          data-status={n.status}
          className={`pointer-events-auto flex items-start justify-between gap-3 rounded border-l-4 px-4 py-3 shadow ${STYLES[n.status]}`}
        >
          <p>{n.message}</p>
          <button type="button" onClick={() => dismiss(n.id)} aria-label={dismissLabel} className="rounded p-0.5">
            <Icon icon={X} aria-hidden className="size-5" />
          </button>
        </div>
      ))}
    </section>
  );
}
