import { buttonClass, inputClass } from '@/components/ui/form-field';

type Texts = { label: string; hint: string; find: string };

/**
 * The address box of the status page: a plain GET form to `?address=`, so it works without JavaScript;
 * the server looks the street and house up in the coverage area and names a refused value under the box.
 */
export function AddressFilter({
  action,
  value,
  error,
  texts,
}: {
  action: string;
  value?: string;
  error?: string;
  texts: Texts;
}) {
  return (
    <form action={action} method="get" className="flex flex-col gap-1 sm:max-w-xl" noValidate>
      <label htmlFor="status-address" className="font-medium">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <input
          id="status-address"
          name="address"
          type="text"
          required
          maxLength={100}
          autoComplete="address-line1"
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'status-address-hint status-address-error' : 'status-address-hint'}
          className={inputClass}
        />
        <button type="submit" className={buttonClass}>
          {texts.find}
        </button>
      </div>
      <p id="status-address-hint" className="text-sm text-muted">
        {texts.hint}
      </p>
      {error ? (
        <p id="status-address-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
