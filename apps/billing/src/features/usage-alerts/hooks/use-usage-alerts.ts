import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import {
  getUsageAlerts,
  removeUsageAlert,
  setUsageAlert,
  type UsageAlertLine,
} from '../api/usage-alerts';

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

/** Calls left and alert thresholds of every service (GET /billing/alerts), with save and remove. */
export function useUsageAlerts(): UsageAlertsState {
  const notify = useNotify();
  const [lines, setLines] = useState<UsageAlertLine[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    getUsageAlerts({ signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLines(data);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [reloadKey]);

  const replace = (line: UsageAlertLine) =>
    setLines((list) => list?.map((l) => (l.service === line.service ? line : l)) ?? list);

  const save = useCallback(
    async (service: string, threshold: number) => {
      try {
        const line = await setUsageAlert(service, threshold);
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
    [notify],
  );

  const remove = useCallback(
    async (service: string) => {
      try {
        const line = await removeUsageAlert(service);
        replace(line);
        notify.success(`Alert removed for ${line.name}.`);
        return true;
      } catch (err) {
        notify.error(errorText(err, 'The alert could not be removed. Please try again.'));
        return false;
      }
    },
    [notify],
  );

  return { lines, loading, failed, reload: () => setReloadKey((k) => k + 1), save, remove };
}
