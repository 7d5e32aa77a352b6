'use client';
import { useConnection } from '@/lib/ui-state/store/connection';

type Props = { code: string; name: string; label: string; accessibleName: string };

/**
 * Picks this tariff and asks for the connection-request modal (SPEC §4 want_connect). Without
 * script the request cannot be sent: whoever places buttons shows the no-script notice once near
 * them (a grid of cards once above it), not once per button.
 */
export function ConnectButton({ code, name, label, accessibleName }: Props) {
  return (
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
  );
}
