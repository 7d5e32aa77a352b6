import { CircleCheck } from 'lucide';
import type { LoginAnswer } from '@/lib/visitors/billing/login-for-payment';
import { Icon } from '@/components/ui/icon';

type Props = { answer: LoginAnswer; account: string; texts: Record<string, string> };

/**
 * The found account, as payment apps show it before taking money: whose it is (masked by the
 * server), its tariff and its connection in words, so the payer sees it is the right account.
 */
export function PaymentAccountCard({ answer, account, texts }: Props) {
  const facts = [
    { label: texts.holder, value: answer.holder },
    { label: texts.tariff, value: answer.tariff },
    { label: texts.connection, value: answer.connection },
  ].filter((fact) => fact.value);
  return (
    <section aria-labelledby="pay-account" className="rounded-xl border border-line bg-surface-alt p-4">
      <p role="status" className="flex items-center gap-2 font-semibold text-success-strong">
        <Icon icon={CircleCheck} aria-hidden className="size-5 shrink-0" />
        {answer.message}
      </p>
      <h2 id="pay-account" className="mt-2 text-xl font-bold">
        {(texts.account ?? '').replace('{account}', account)}
      </h2>
      {facts.length > 0 && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="font-semibold" data-role={fact.label === texts.holder ? 'holder' : undefined}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
