import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@pulse/api-client';
import { useNotify, useRenderingAhead } from '@pulse/ui';
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

/**
 * What the panel lays out in a render ahead of a visit (@pulse/ui `useRenderingAhead`): one active
 * service below its alert, so the line, its badge and its actions are styled before the click.
 * Never shown.
 */
const LAYOUT_SAMPLE: UsageAlertLine[] = [
  {
    service: '',
    name: '',
    status: 'Active',
    callsLeft: 0,
    threshold: 0,
    low: true,
    lastAlertAt: null,
  },
];

/**
 * Calls left and alert thresholds of every service (GET /billing/alerts), with save and remove. In
 * a render ahead of a visit (no effect runs there) the loaded layout's sample.
 */
export function useUsageAlerts(): UsageAlertsState {
  const notify = useNotify();
  const ahead = useRenderingAhead();
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

  const reload = () => setReloadKey((k) => k + 1);
  if (ahead) return { lines: LAYOUT_SAMPLE, loading: false, failed: false, reload, save, remove };
  return { lines, loading, failed, reload, save, remove };
}
