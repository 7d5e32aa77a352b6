import { LOGIN_PREFIXES } from '@/lib/visitors/billing/prefixes';
import { FormField } from '@/components/ui/form-field';

type Props = {
  /** Makes the ids unique on a page with two such forms (payment and cabinet). */
  idPrefix: string;
  texts: { prefix: string; login: string; hint: string };
  errors?: { prefix?: string; login?: string };
  defaults?: { prefix?: string; login?: string };
  /** Whether the browser must have a login before sending (the cabinet form, which no script checks). */
  required?: boolean;
  onChange?: () => void;
};

/**
 * The subscriber's account as both the payment and the cabinet forms ask for it: the prefix and the
 * login side by side, and where the login is printed. Plain markup, so a server page and a client
 * island render the same fields.
 */
export function AccountFields({ idPrefix, texts, errors = {}, defaults = {}, required, onChange }: Props) {
  const prefixId = `${idPrefix}-prefix`;
  const loginId = `${idPrefix}-login`;
  return (
    <div className="grid grid-cols-[6rem_1fr] items-start gap-3">
      <FormField id={prefixId} label={texts.prefix} error={errors.prefix}>
        {(describedBy) => (
          <select
            id={prefixId}
            name="prefix"
            className="control"
            aria-describedby={describedBy}
            defaultValue={defaults.prefix ?? 'x'}
            onChange={onChange}
          >
            {LOGIN_PREFIXES.map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefix}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={loginId} label={texts.login} hint={texts.hint} error={errors.login}>
        {(describedBy) => (
          <input
            id={loginId}
            name="login"
            className="control aria-[invalid=true]:border-danger"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            required={required}
            aria-invalid={Boolean(errors.login)}
            aria-describedby={describedBy}
            defaultValue={defaults.login}
            onChange={onChange}
          />
        )}
      </FormField>
    </div>
  );
}
