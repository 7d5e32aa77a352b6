import { LOGIN_PREFIXES } from '@/lib/billing/prefixes';
import { buttonClass, inputClass } from '@/components/ui/form-field';

type Props = { action: string; oldCabinetUrl: string; texts: Record<string, string> };

/**
 * The subscriber login (SPEC §3): a plain HTML form posting straight to the personal cabinet,
 * so the password never reaches our server (no script, no api call, nothing logged).
 */
export function CabinetLoginForm({ action, oldCabinetUrl, texts }: Props) {
  return (
    <section aria-labelledby="cabinet-login" className="rounded-xl border border-line p-4">
      <h2 id="cabinet-login" className="text-2xl font-bold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <form method="post" action={action} className="mt-3 grid gap-4 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="cabinet-prefix" className="font-medium">
            {texts.prefix}
          </label>
          <select id="cabinet-prefix" name="prefix" className={inputClass} defaultValue="x">
            {LOGIN_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="cabinet-login-field" className="font-medium">
            {texts.login}
          </label>
          <input id="cabinet-login-field" name="login" required autoComplete="username" className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="cabinet-password" className="font-medium">
            {texts.password}
          </label>
          <input
            id="cabinet-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {texts.submit}
        </button>
      </form>
      <a href={oldCabinetUrl} className="mt-3 inline-block text-brand-700 underline" rel="noopener">
        {texts.oldCabinet}
      </a>
    </section>
  );
}
