'use client';
import { useConnection } from '@/lib/ui-state/store/connection';
import { NoScriptNotice } from './no-script-notice';

type Props = { code: string; name: string; label: string; accessibleName: string };

/**
 * Picks this tariff and asks for the connection-request modal (SPEC §4 want_connect); without
 * script the request cannot be sent, so the notice with the call centre's phone stands below it.
 */
export function ConnectButton({ code, name, label, accessibleName }: Props) {
  return (
    <>
      <button
        type="button"
        aria-label={accessibleName}
        className="btn btn-primary w-full"
        onClick={() => {
          const connection = useConnection.getState();
          connection.chooseTariff({ code, name });
          connection.setWantConnect(true);
        }}
      >
        {label}
      </button>
      <NoScriptNotice span="mt-2 block" />
    </>
  );
}
