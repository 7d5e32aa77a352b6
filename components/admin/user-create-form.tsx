'use client';

import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, type Role } from '@/lib/staff/auth/roles';
import { PASSWORD_MIN_LENGTH } from '@/lib/staff/auth/password-policy';
import { createUserSchema, type CreateUserInput } from '@/lib/content/sections/users/schema';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { AdminTextField } from './admin-text-field';
import { SubmitButton } from './submit-button';

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
      <AdminTextField
        id="u-email"
        label={texts.email}
        type="email"
        error={translateMessage(validation, formState.errors.email?.message)}
        registration={register('email')}
      />
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
      <AdminTextField
        id="u-password"
        label={texts.password.replace('{min}', String(PASSWORD_MIN_LENGTH))}
        type="password"
        autoComplete="new-password"
        error={translateMessage(validation, formState.errors.password?.message)}
        registration={register('password')}
      />
      <SubmitButton busy={formState.isSubmitting} label={texts.create} busyLabel={texts.creating} />
    </form>
  );
}
