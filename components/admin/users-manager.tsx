'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/api/client';
import { ROLES, type Role } from '@/lib/auth/rights';
import { createUserSchema, type CreateUserInput } from '@/lib/admin/schemas/users';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/admin/validation-messages';
import { useNotifications } from '@/lib/store/notifications';

/** An account row as the page receives it. */
export type UserItem = { id: number; email: string; role: Role; access_rights: string[]; disabled: boolean; locked_until: string | null };
/** Texts of the users section. */
export type UsersTexts = Record<'email' | 'role' | 'rights' | 'status' | 'active' | 'disabled' | 'createTitle' | 'password' | 'create' | 'creating' | 'created' | 'saveRole' | 'disable' | 'enable' | 'resetPassword' | 'updated' | 'you' | 'actions' | 'generated' | 'locked', string> & { roles: Record<Role, string> };
type Props = { users: UserItem[]; selfId: number; texts: UsersTexts; validation: ValidationTexts };

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** The staff accounts: create, change role, disable/enable, reset password (the new password is shown once). */
export function UsersManager({ users, selfId, texts, validation }: Props) {
  const router = useRouter();
  const [roles, setRoles] = useState<Record<number, Role>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema, { error: validationErrorMap(validation) }) as unknown as Resolver<CreateUserInput>,
    defaultValues: { email: '', role: 'none', password: '' },
  });
  const showPassword = (email: string, password: string | null) => setSecret(password ? texts.generated.replace('{email}', email).replace('{password}', password) : null);
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
  const input = 'mt-1 block w-full rounded border border-slate-300 px-3 py-2';
  const small = 'rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50';
  return (
    <div className="flex flex-col gap-6">
      {secret ? <p role="status" className="rounded border-l-4 border-amber-700 bg-amber-50 p-3 font-mono text-sm">{secret}</p> : null}
      <form method="post" onSubmit={handleSubmit(create)} noValidate className="grid gap-3 rounded border border-brand-100 p-4 md:grid-cols-4 md:items-end">
        <h2 className="text-lg font-semibold md:col-span-4">{texts.createTitle}</h2>
        <div>
          <label htmlFor="u-email">{texts.email}</label>
          <input id="u-email" type="email" className={input} {...register('email')} aria-describedby="u-email-error" />
          <p id="u-email-error" className="text-sm text-red-700">{translateMessage(validation, formState.errors.email?.message)}</p>
        </div>
        <div>
          <label htmlFor="u-role">{texts.role}</label>
          <select id="u-role" className={input} {...register('role')}>
            {ROLES.map((r) => <option key={r} value={r}>{texts.roles[r]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="u-password">{texts.password}</label>
          <input id="u-password" type="password" autoComplete="new-password" className={input} {...register('password')} aria-describedby="u-password-error" />
          <p id="u-password-error" className="text-sm text-red-700">{translateMessage(validation, formState.errors.password?.message)}</p>
        </div>
        <button type="submit" disabled={formState.isSubmitting} className="rounded bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60">{formState.isSubmitting ? texts.creating : texts.create}</button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="px-2 py-2">{texts.email}</th>
              <th scope="col" className="px-2 py-2">{texts.role}</th>
              <th scope="col" className="px-2 py-2">{texts.rights}</th>
              <th scope="col" className="px-2 py-2">{texts.status}</th>
              <th scope="col" className="px-2 py-2">{texts.actions}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-b align-top">
                <td className="px-2 py-2">{u.email}{u.id === selfId ? ` (${texts.you})` : ''}</td>
                <td className="px-2 py-2">
                  <label className="sr-only" htmlFor={`role-${u.id}`}>{texts.role}</label>
                  <select id={`role-${u.id}`} value={roles[u.id] ?? u.role} onChange={(e) => setRoles({ ...roles, [u.id]: e.target.value as Role })} className="rounded border px-2 py-1">
                    {ROLES.map((r) => <option key={r} value={r}>{texts.roles[r]}</option>)}
                  </select>
                </td>
                <td className="px-2 py-2">{u.access_rights.join(', ')}</td>
                <td className="px-2 py-2">{u.disabled ? texts.disabled : u.locked_until && new Date(u.locked_until) > new Date() ? texts.locked.replace('{time}', new Date(u.locked_until).toLocaleTimeString()) : texts.active}</td>
                <td className="flex flex-wrap gap-1 px-2 py-2">
                  <button type="button" className={small} onClick={() => update({ id: u.id, role: roles[u.id] ?? u.role })}>{texts.saveRole}</button>
                  {u.id === selfId ? null : <button type="button" className={small} onClick={() => update({ id: u.id, disabled: !u.disabled })}>{u.disabled ? texts.enable : texts.disable}</button>}
                  <button type="button" className={small} onClick={() => update({ id: u.id, reset_password: true })}>{texts.resetPassword}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
