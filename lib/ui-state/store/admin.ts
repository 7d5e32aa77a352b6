/** Admin-profile slice and the `isAdmAuth` local-storage hint of SPEC §4 (the server decides). */
import { create } from 'zustand';
import type { AccessRight } from '@/lib/staff/auth/rights';

export type AdminProfile = { email: string; role: string; access_rights: AccessRight[] };
export type AdmAuthFlag = 'true' | 'false' | null;

const FLAG = 'isAdmAuth';

/** Reads the isAdmAuth flag ('true', 'false' or absent). */
export function readAdmFlag(): AdmAuthFlag {
  if (typeof window === 'undefined') return null;
  const value = window.localStorage.getItem(FLAG);
  return value === 'true' || value === 'false' ? value : null;
}

/** Writes the isAdmAuth flag. */
export function writeAdmFlag(value: 'true' | 'false'): void {
  window.localStorage.setItem(FLAG, value);
}

type AdminState = {
  profile: AdminProfile | null;
  setProfile: (profile: AdminProfile | null) => void;
};

/** The admin-profile slice. */
export const useAdmin = create<AdminState>()((set) => ({
  profile: null,
  setProfile: (profile) => set({ profile }),
}));
