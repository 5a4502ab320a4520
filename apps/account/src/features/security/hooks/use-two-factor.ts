import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatusQuery,
  type TwoFactorSetup,
} from '@pulse/api-client';

/**
 * The signed-in member's two-factor state and its steps: `start` (secret + QR code), `confirm`
 * (password + code → recovery codes, shown once), `disable` (password + code). Each step throws the API's
 * error for the caller to show; enabling and disabling reload the status.
 */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(twoFactorStatusQuery());
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['two-factor'] });

  const { mutateAsync: begin } = useMutation({ mutationFn: () => startTwoFactorSetup() });
  const { mutateAsync: enable } = useMutation({
    mutationFn: (body: { password: string; code: string }) => enableTwoFactor(body),
    onSuccess: reload,
  });
  const { mutateAsync: turnOff } = useMutation({
    mutationFn: (body: { password: string; code: string }) => disableTwoFactor(body),
    onSuccess: reload,
  });

  const start = useCallback(async () => setSetup(await begin()), [begin]);
  const confirm = useCallback(
    async (password: string, code: string) => {
      const { recoveryCodes: codes } = await enable({ password, code: code.trim() });
      setSetup(null);
      setRecoveryCodes(codes);
    },
    [enable],
  );
  const disable = useCallback(
    async (password: string, code: string) => {
      await turnOff({ password, code: code.trim() });
    },
    [turnOff],
  );

  return {
    status: data ?? null,
    failed: isError,
    setup,
    recoveryCodes,
    start,
    confirm,
    disable,
    cancelSetup: () => setSetup(null),
    doneWithCodes: () => setRecoveryCodes(null),
  };
}
