import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingQueries, errorText } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import {
  removeBalanceWarning,
  setBalanceWarning,
  type BalanceWarningLine,
} from '../api/balance-warnings';

export interface BalanceWarningsState {
  lines: BalanceWarningLine[] | null;
  loading: boolean;
  /** The load failed (a Retry is offered). */
  failed: boolean;
  reload(): void;
  /** Saves a threshold; resolves false when the API refused it (a toast says why). */
  save(service: string, threshold: number): Promise<boolean>;
  remove(service: string): Promise<boolean>;
}

/**
 * Calls left and warning thresholds of every service (GET /billing/balance-warnings), with save
 * and remove:
 * the line the API answers replaces the one in the query cache.
 */
export function useBalanceWarnings(): BalanceWarningsState {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isError, isFetching, refetch } = useQuery(billingQueries.balanceWarnings());

  const replace = useCallback(
    (line: BalanceWarningLine) =>
      queryClient.setQueryData(billingQueries.balanceWarnings().queryKey, (list) =>
        list?.map((l) => (l.service === line.service ? line : l)),
      ),
    [queryClient],
  );

  const saving = useMutation({
    mutationFn: ({ service, threshold }: { service: string; threshold: number }) =>
      setBalanceWarning(service, threshold),
  });
  const removing = useMutation({ mutationFn: (service: string) => removeBalanceWarning(service) });
  const { mutateAsync: saveWarning } = saving;
  const { mutateAsync: removeWarning } = removing;

  const save = useCallback(
    async (service: string, threshold: number) => {
      try {
        const line = await saveWarning({ service, threshold });
        replace(line);
        notify.success(
          `Warning saved: we will e-mail you at ${threshold.toLocaleString('en-US')} ${line.name} calls left.`,
        );
        return true;
      } catch (err) {
        notify.error(errorText(err, 'The warning could not be saved. Please try again.'));
        return false;
      }
    },
    [notify, replace, saveWarning],
  );

  const remove = useCallback(
    async (service: string) => {
      try {
        const line = await removeWarning(service);
        replace(line);
        notify.success(`Warning removed for ${line.name}.`);
        return true;
      } catch (err) {
        notify.error(errorText(err, 'The warning could not be removed. Please try again.'));
        return false;
      }
    },
    [notify, replace, removeWarning],
  );

  return {
    lines: data ?? null,
    // Loading until an answer is there, and again while a Retry after a failure runs.
    loading: isFetching && (data === undefined || isError),
    failed: isError && !isFetching,
    reload: () => void refetch(),
    save,
    remove,
  };
}
