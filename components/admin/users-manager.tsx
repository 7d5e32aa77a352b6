'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/api/client';
import { ROLES, type Role } from '@/lib/auth/roles';
import { createUserSchema, type CreateUserInput } from '@/lib/sections/users/schema';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/admin/validation-messages';
import { useNotifications } from '@/lib/store/notifications';
import { SectionTable, type TableRow, type TableTexts } from './section-table';

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
  | 'disable'
  | 'enable'
  | 'resetPassword'
  | 'updated'
  | 'you'
  | 'actions'
  | 'generated'
  | 'locked',
  string
> & { roles: Record<Role, string> };
type Props = { users: UserItem[]; selfId: number; texts: UsersTexts; table: TableTexts; validation: ValidationTexts };

const COLUMNS = ['email', 'role', 'rights', 'status'] as const;

function statusText(u: UserItem, texts: UsersTexts, now: Date): string {
  if (u.disabled) return texts.disabled;
  if (u.locked_until && new Date(u.locked_until) > now)
    return texts.locked.replace('{time}', new Date(u.locked_until).toLocaleTimeString());
  return texts.active;
}

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** The staff accounts in a sortable, searchable, paginated table: create, change role, disable/enable, reset password (the new password is shown once). */
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
        rights: u.access_rights.join(', '),
        status: statusText(u, texts, now),
      },
    }));
  }, [users, selfId, texts]);
  const [roles, setRoles] = useState<Record<number, Role>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema, {
      error: validationErrorMap(validation),
    }) as unknown as Resolver<CreateUserInput>,
    defaultValues: { email: '', role: 'none', password: '' },
  });
  const showPassword = (email: string, password: string | null) =>
    setSecret(password ? texts.generated.replace('{email}', email).replace('{password}', password) : null);
  const create = async (values: CreateUserInput) => {
    try {
      const res = await api.post<{ user: UserItem; password: string | null }>('user/create', values);
      useNotifications.getState().notify('success', texts.created);
      showPassword(res.user.email, res.password);
      reset();
      router.refresh();
    } catch (error) {
      fail(error);
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
  const input = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';
  const small = 'rounded border border-line-strong px-2 py-1 text-xs hover:bg-surface-alt';
  return (
    <div className="flex flex-col gap-6">
      {secret ? (
        <p role="status" className="rounded border-l-4 border-warning bg-warning-soft p-3 font-mono text-sm">
          {secret}
        </p>
      ) : null}
      <form
        method="post"
        onSubmit={handleSubmit(create)}
        noValidate
        className="grid gap-3 rounded border border-brand-100 p-4 md:grid-cols-4 md:items-end"
      >
        <h2 className="text-lg font-semibold md:col-span-4">{texts.createTitle}</h2>
        <div>
          <label htmlFor="u-email">{texts.email}</label>
          <input id="u-email" type="email" className={input} {...register('email')} aria-describedby="u-email-error" />
          <p id="u-email-error" className="text-sm text-danger">
            {translateMessage(validation, formState.errors.email?.message)}
          </p>
        </div>
        <div>
          <label htmlFor="u-role">{texts.role}</label>
          <select id="u-role" className={input} {...register('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {texts.roles[r]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="u-password">{texts.password}</label>
          <input
            id="u-password"
            type="password"
            autoComplete="new-password"
            className={input}
            {...register('password')}
            aria-describedby="u-password-error"
          />
          <p id="u-password-error" className="text-sm text-danger">
            {translateMessage(validation, formState.errors.password?.message)}
          </p>
        </div>
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {formState.isSubmitting ? texts.creating : texts.create}
        </button>
      </form>
      <SectionTable
        rows={rows}
        fields={COLUMNS.map((name) => ({ name }))}
        labels={{ email: texts.email, role: texts.role, rights: texts.rights, status: texts.status }}
        texts={table}
        renderCell={(row, column) => {
          if (column !== 'role') return undefined;
          const u = byId.get(Number(row.id))!;
          return (
            <>
              <label className="sr-only" htmlFor={`role-${u.id}`}>
                {texts.role}
              </label>
              <select
                id={`role-${u.id}`}
                value={roles[u.id] ?? u.role}
                onChange={(e) => setRoles({ ...roles, [u.id]: e.target.value as Role })}
                className="rounded border px-2 py-1"
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
            <div className="flex flex-wrap gap-1">
              <button type="button" className={small} onClick={() => update({ id: u.id, role: roles[u.id] ?? u.role })}>
                {texts.saveRole}
              </button>
              {u.id === selfId ? null : (
                <button type="button" className={small} onClick={() => update({ id: u.id, disabled: !u.disabled })}>
                  {u.disabled ? texts.enable : texts.disable}
                </button>
              )}
              <button type="button" className={small} onClick={() => update({ id: u.id, reset_password: true })}>
                {texts.resetPassword}
              </button>
            </div>
          );
        }}
      />
    </div>
  );
}
