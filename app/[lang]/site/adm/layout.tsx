import type { ReactNode } from 'react';
import '../../../admin.css';

/** The staff sign-in, forgotten and reset password pages: the public frame's document with the admin's utilities. */
export default function StaffEntryLayout({ children }: { children: ReactNode }) {
  return children;
}
