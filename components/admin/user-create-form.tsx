'use client';

import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, type Role } from '@/lib/auth/roles';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password-policy';
import { createUserSchema, type CreateUserInput } from '@/lib/sections/users/schema';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/admin/validation-messages';

/** Texts of the new-account form. */
export type CreateFormTexts = {
  createTitle: string;
  email: string;
  role: string;
  password: string;
  create: string;
  creating: string;
  roles: Record<Role, string>;
};
type Props = {
  texts: CreateFormTexts;
  validation: ValidationTexts;
  /** Sends the account; true when it was created (the form then empties). */
  onCreate: (values: CreateUserInput) => Promise<boolean>;
};

const INPUT = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';

/** The new-account form, checked with the server's schema (the password length from the one password policy). */
export function UserCreateForm({ texts, validation, onCreate }: Props) {
  const { register, handleSubmit, reset, formState } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema, {
      error: validationErrorMap(validation),
    }) as unknown as Resolver<CreateUserInput>,
    defaultValues: { email: '', role: 'none', password: '' },
  });
  const submit = async (values: CreateUserInput) => {
    if (await onCreate(values)) reset();
  };
  return (
    <form
      method="post"
      onSubmit={handleSubmit(submit)}
      noValidate
      className="grid gap-3 rounded border border-brand-100 p-4 md:grid-cols-4 md:items-end"
    >
      <h2 className="text-lg font-semibold md:col-span-4">{texts.createTitle}</h2>
      <div>
        <label htmlFor="u-email">{texts.email}</label>
        <input id="u-email" type="email" className={INPUT} {...register('email')} aria-describedby="u-email-error" />
        <p id="u-email-error" className="text-sm text-danger">
          {translateMessage(validation, formState.errors.email?.message)}
        </p>
      </div>
      <div>
        <label htmlFor="u-role">{texts.role}</label>
        <select id="u-role" className={INPUT} {...register('role')}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {texts.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="u-password">{texts.password.replace('{min}', String(PASSWORD_MIN_LENGTH))}</label>
        <input
          id="u-password"
          type="password"
          autoComplete="new-password"
          className={INPUT}
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
  );
}
