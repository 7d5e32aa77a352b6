'use client';
import { useTexts } from '@/components/ui/texts-provider';
import { useConnection } from '@/lib/ui-state/store/connection';

type Props = { code: string; name: string };

/**
 * Picks this tariff and asks for the connection-request modal (SPEC §4 want_connect). Its page sends
 * the ConnectButton texts (with the card texts, TARIFF_CARD_NAMESPACES, where it stands on cards).
 * Without script the request cannot be sent: whoever places buttons shows the no-script notice once
 * near them (a grid of cards once above it), not once per button.
 */
export function ConnectButton({ code, name }: Props) {
  const t = useTexts('ConnectButton');
  return (
    <button
      type="button"
      aria-label={t('labelFor', { name })}
      className="btn btn-primary w-full"
      onClick={() => {
        const connection = useConnection.getState();
        connection.chooseTariff({ code, name });
        connection.setWantConnect(true);
      }}
    >
      {t('label')}
    </button>
  );
}
