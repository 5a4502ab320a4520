import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingQueries, errorText } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { removeUsageAlert, setUsageAlert, type UsageAlertLine } from '../api/usage-alerts';

export interface UsageAlertsState {
  lines: UsageAlertLine[] | null;
  loading: boolean;
  /** The load failed (a Retry is offered). */
  failed: boolean;
  reload(): void;
  /** Saves a threshold; resolves false when the API refused it (a toast says why). */
  save(service: string, threshold: number): Promise<boolean>;
  remove(service: string): Promise<boolean>;
}

/**
 * Calls left and alert thresholds of every service (GET /billing/alerts), with save and remove:
 * the line the API answers replaces the one in the query cache.
 */
export function useUsageAlerts(): UsageAlertsState {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isError, isFetching, refetch } = useQuery(billingQueries.usageAlerts());

  const replace = useCallback(
    (line: UsageAlertLine) =>
      queryClient.setQueryData(billingQueries.usageAlerts().queryKey, (list) =>
        list?.map((l) => (l.service === line.service ? line : l)),
      ),
    [queryClient],
  );

  const saving = useMutation({
    mutationFn: ({ service, threshold }: { service: string; threshold: number }) =>
      setUsageAlert(service, threshold),
  });
  const removing = useMutation({ mutationFn: (service: string) => removeUsageAlert(service) });
  const { mutateAsync: saveAlert } = saving;
  const { mutateAsync: removeAlert } = removing;

  const save = useCallback(
    async (service: string, threshold: number) => {
      try {
        const line = await saveAlert({ service, threshold });
        replace(line);
        notify.success(
          `Alert saved: we will e-mail you at ${threshold.toLocaleString('en-US')} ${line.name} calls left.`,
        );
        return true;
      } catch (err) {
        notify.error(errorText(err, 'The alert could not be saved. Please try again.'));
        return false;
      }
    },
    [notify, replace, saveAlert],
  );

  const remove = useCallback(
    async (service: string) => {
      try {
        const line = await removeAlert(service);
        replace(line);
        notify.success(`Alert removed for ${line.name}.`);
        return true;
      } catch (err) {
        notify.error(errorText(err, 'The alert could not be removed. Please try again.'));
        return false;
      }
    },
    [notify, replace, removeAlert],
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
