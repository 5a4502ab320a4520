import { useCallback, useEffect, useState } from 'react';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@pulse/api-client';

/**
 * The signed-in member's two-factor state and its steps: `start` (secret + QR code), `confirm`
 * (password + code → recovery codes, shown once), `disable` (password + code). Each step throws the API's
 * error for the caller to show.
 */
export function useTwoFactor() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const reload = useCallback(async () => {
    try {
      setStatus(await getTwoFactorStatus());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const start = useCallback(async () => setSetup(await startTwoFactorSetup()), []);
  const confirm = useCallback(
    async (password: string, code: string) => {
      const { recoveryCodes: codes } = await enableTwoFactor({ password, code: code.trim() });
      setSetup(null);
      setRecoveryCodes(codes);
      await reload();
    },
    [reload],
  );
  const disable = useCallback(
    async (password: string, code: string) => {
      await disableTwoFactor({ password, code: code.trim() });
      await reload();
    },
    [reload],
  );

  return {
    status,
    failed,
    setup,
    recoveryCodes,
    start,
    confirm,
    disable,
    cancelSetup: () => setSetup(null),
    doneWithCodes: () => setRecoveryCodes(null),
  };
}
