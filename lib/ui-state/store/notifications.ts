/** Notifications (SPEC §3, §4): they accumulate until cleared, and are cleared on every navigation. */
import { create } from 'zustand';

export type NotificationStatus = 'success' | 'danger' | 'info' | 'warning';
export type Notification = { id: number; status: NotificationStatus; message: string };

type NotificationState = {
  notifications: Notification[];
  errors: Record<string, string>;
  notify: (status: NotificationStatus, message: string) => void;
  dismiss: (id: number) => void;
  setErrors: (errors: Record<string, string>) => void;
  clear: () => void;
};

let nextId = 1;

/** The notification slice. */
export const useNotifications = create<NotificationState>()((set) => ({
  notifications: [],
  errors: {},
  notify: (status, message) => set((s) => ({ notifications: [...s.notifications, { id: nextId++, status, message }] })),
  dismiss: (id) => set((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) })),
  setErrors: (errors) => set({ errors }),
  clear: () => set({ notifications: [], errors: {} }),
}));
