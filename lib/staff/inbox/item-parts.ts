/** The pieces of an item more than one section shares: the work state, and a visitor's contact details. */
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import type { WorkState } from './contract';
import type { MailText } from './section-kind';

/** A moment as ISO text, or null. */
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Stored = {
  id: number;
  createdAt: Date;
  workStatus: WorkState['work_status'];
  statusChangedBy: string | null;
  statusChangedAt: Date | null;
};

/** What every item carries: its id, when it came, and its work state. */
export function itemBase(row: Stored) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    work_status: row.workStatus,
    status_changed_by: row.statusChangedBy,
    status_changed_at: iso(row.statusChangedAt),
  };
}

type ContactRow = {
  name: string;
  phone: string;
  extraPhone: string | null;
  email: string | null;
  address: StoredAddress;
  city: string;
  login: string | null;
};

/** The contact details the contact form and the connection request share. */
export function contactFields(row: ContactRow) {
  return {
    name: row.name,
    phone: row.phone,
    extra_phone: row.extraPhone,
    email: row.email,
    address: row.address,
    city: row.city,
    login: row.login,
  };
}

/** The e-mail's lines of an item with a sender: name and phone, nothing more of them. */
export function contactMailLines(item: { name: string; phone: string }, t: MailText): string[] {
  return [t('name', { name: item.name }), t('phone', { phone: item.phone })];
}
