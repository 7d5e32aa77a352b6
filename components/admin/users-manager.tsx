'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { ROLES, type Role } from '@/lib/staff/auth/roles';
import type { CreateUserInput } from '@/lib/content/sections/users/schema';
import type { ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionTable, type TableRow, type TableTexts } from './section-table';
import { UserCreateForm } from './user-create-form';
import { ActionsMenu, MENU_ENTRY } from './actions-menu';
import { StateBadge } from './state-badge';

/** An account row as the page receives it. */
export type UserItem = {
  id: number;
  email: string;
  role: Role;
  access_rights: string[];
  disabled: boolean;
  locked_until: string | null;
};
/** Texts of the users section. */
export type UsersTexts = Record<
  | 'email'
  | 'role'
  | 'rights'
  | 'status'
  | 'active'
  | 'disabled'
  | 'createTitle'
  | 'password'
  | 'create'
  | 'creating'
  | 'created'
  | 'saveRole'
  | 'confirmRole'
  | 'cancel'
  | 'close'
  | 'disable'
  | 'enable'
  | 'resetPassword'
  | 'updated'
  | 'you'
  | 'actions'
  | 'generated'
  | 'locked',
  string
> & { roles: Record<Role, string>; sections: Record<string, string> };
type Props = { users: UserItem[]; selfId: number; texts: UsersTexts; table: TableTexts; validation: ValidationTexts };

const COLUMNS = ['email', 'role', 'rights', 'status'] as const;

function statusText(u: UserItem, texts: UsersTexts, now: Date): string {
  if (u.disabled) return texts.disabled;
  if (u.locked_until && new Date(u.locked_until) > now)
    return texts.locked.replace('{time}', formatDateTime(u.locked_until));
  return texts.active;
}

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** The staff accounts in a sortable, searchable, paginated table: create, change role (after a confirmation), disable/enable, reset password (the new password is shown once). */
export function UsersManager({ users, selfId, texts, table, validation }: Props) {
  const router = useRouter();
  const byId = useMemo(() => new Map(users.map((u) => [u.id, u])), [users]);
  const rows: TableRow[] = useMemo(() => {
    const now = new Date();
    return users.map((u) => ({
      id: u.id,
      cells: {
        email: u.id === selfId ? `${u.email} (${texts.you})` : u.email,
        role: texts.roles[u.role],
        rights: u.access_rights.map((code) => texts.sections[code] ?? code).join(', '),
        status: statusText(u, texts, now),
      },
    }));
  }, [users, selfId, texts]);
  const [pending, setPending] = useState<{ user: UserItem; role: Role } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const showPassword = (email: string, password: string | null) =>
    setSecret(password ? texts.generated.replace('{email}', email).replace('{password}', password) : null);
  const create = async (values: CreateUserInput) => {
    try {
      const res = await api.post<{ user: UserItem; password: string | null }>('user/create', values);
      useNotifications.getState().notify('success', texts.created);
      showPassword(res.user.email, res.password);
      router.refresh();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
  const update = async (body: Record<string, unknown>) => {
    try {
      const res = await api.post<{ user: UserItem; password: string | null }>('user/update', body);
      useNotifications.getState().notify('success', texts.updated);
      showPassword(res.user.email, res.password);
      router.refresh();
    } catch (error) {
      fail(error);
    }
  };
  const confirmRole = () => {
    if (!pending) return;
    setPending(null);
    void update({ id: pending.user.id, role: pending.role });
  };
  return (
    <div className="flex flex-col gap-6">
      {secret ? (
        <p role="status" className="rounded border-l-4 border-warning bg-warning-soft p-3 font-mono text-sm">
          {secret}
        </p>
      ) : null}
      <UserCreateForm texts={texts} validation={validation} onCreate={create} />
      <SectionTable
        rows={rows}
        fields={COLUMNS.map((name) => ({ name }))}
        labels={{ email: texts.email, role: texts.role, rights: texts.rights, status: texts.status }}
        texts={table}
        renderCell={(row, column) => {
          const u = byId.get(Number(row.id))!;
          if (column === 'status')
            return <StateBadge on={row.cells.status === texts.active} label={row.cells.status!} />;
          if (column !== 'role') return undefined;
          return (
            <>
              <label className="sr-only" htmlFor={`role-${u.id}`}>
                {texts.role}
              </label>
              {/* the select shows the saved role until the change is confirmed and saved */}
              <select
                id={`role-${u.id}`}
                value={u.role}
                onChange={(e) => setPending({ user: u, role: e.target.value as Role })}
                className="control"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {texts.roles[r]}
                  </option>
                ))}
              </select>
            </>
          );
        }}
        renderActions={(row) => {
          const u = byId.get(Number(row.id))!;
          return (
            <ActionsMenu label={texts.actions} itemName={u.email}>
              {u.id === selfId ? null : (
                <button
                  type="button"
                  className={MENU_ENTRY}
                  onClick={() => update({ id: u.id, disabled: !u.disabled })}
                >
                  {u.disabled ? texts.enable : texts.disable}
                </button>
              )}
              <button type="button" className={MENU_ENTRY} onClick={() => update({ id: u.id, reset_password: true })}>
                {texts.resetPassword}
              </button>
            </ActionsMenu>
          );
        }}
      />
      {pending ? (
        <ConfirmDialog
          question={texts.confirmRole
            .replace('{email}', pending.user.email)
            .replace('{role}', texts.roles[pending.role])}
          confirmLabel={texts.saveRole}
          cancelLabel={texts.cancel}
          closeLabel={texts.close}
          onConfirm={confirmRole}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
