import { AccountFields } from './account-fields';

type Props = {
  action: string;
  /** The cabinet's other versions, offered here only: where a subscriber looking for one would look. */
  otherCabinets: { betaUrl: string; oldUrl: string };
  texts: Record<string, string>;
};

/**
 * The subscriber login (SPEC §3): a plain HTML form posting straight to the personal cabinet,
 * so the password never reaches our server (no script, no api call, nothing logged).
 */
export function CabinetLoginForm({ action, otherCabinets, texts }: Props) {
  return (
    <section aria-labelledby="cabinet-title" className="rounded-xl border border-line p-4">
      <h2 id="cabinet-title" className="text-2xl font-bold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <form method="post" action={action} className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-start">
        <AccountFields
          idPrefix="cabinet"
          texts={{ prefix: texts.prefix ?? '', login: texts.login ?? '', hint: texts.loginHint ?? '' }}
          required
        />
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
            className="control"
          />
        </div>
        <button type="submit" className="btn btn-primary md:mt-7">
          {texts.submit}
        </button>
      </form>
      <nav aria-label={texts.otherVersions} className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href={otherCabinets.betaUrl} className="text-brand-700 underline" rel="noopener">
          {texts.beta}
        </a>
        <a href={otherCabinets.oldUrl} className="text-brand-700 underline" rel="noopener">
          {texts.oldCabinet}
        </a>
      </nav>
    </section>
  );
}
