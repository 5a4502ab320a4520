import { useCallback, useState } from 'react';
import { errorText } from '@pulse/api-client';
import type { ServiceKey } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { startCheckout } from '../api/start-checkout';

/** Spec §8 "Top-up failure": the server's error, or this. */
export const TOP_UP_FAILED = 'Something went wrong';

/**
 * Submits a top-up. Stays busy after a successful start (the browser is leaving for the checkout
 * page); on failure shows the server's error (or "Something went wrong") and is ready again.
 */
export function useTopUp() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const topUp = useCallback(
    async (service: ServiceKey, quantity: number) => {
      setBusy(true);
      try {
        await startCheckout(service, quantity);
      } catch (err) {
        notify.error(errorText(err, TOP_UP_FAILED));
        setBusy(false);
      }
    },
    [notify],
  );
  return { topUp, busy };
}
