import { useEffect, useState } from 'react';
import { useViewMode } from '@pulse/auth';
import { useNotify, useRenderingAhead } from '@pulse/ui';
import type { MonthKey } from '@pulse/ui';
import { loadDashboard } from '../api/load-dashboard';
import type { DashboardData } from '../api/types';
import { layoutSample } from '../utils/layout-sample';
import { ZERO_COUNTS } from '../utils/outcomes';

/** Toast of spec §8 "Dashboard load failure". */
export const DASHBOARD_LOAD_FAILURE = 'Something went wrong';

/** The emptied state (spec §4: a rejected load clears the three items). */
export const EMPTY_DASHBOARD: DashboardData = {
  countDetails: { ...ZERO_COUNTS },
  daily: [],
  services: [],
  billingSummary: { current: null, historical: [] },
};

export interface DashboardState {
  data: DashboardData;
  isLoading: boolean;
}

/**
 * Loads the dashboard of `clientId` for `month` and reloads on every change (spec §4). A newer month
 * aborts the older load, so a stale answer never overwrites a newer one. Failure: the
 * "Something went wrong" toast and the emptied state. In a render ahead of a visit (no effect runs
 * there, so it would only ever be loading) it gives the loaded layout's sample instead.
 * @param billing whether the member may read billing (@pulse/auth `mayReadBilling`)
 */
export function useDashboard(
  clientId: string | undefined,
  month: MonthKey,
  billing = true,
): DashboardState {
  const notify = useNotify();
  const [state, setState] = useState<DashboardState>({ data: EMPTY_DASHBOARD, isLoading: true });
  // The outcome tiles and chart follow the Test/Live switch (docs/api-contract.md "Test mode").
  const [mode] = useViewMode();
  const ahead = useRenderingAhead();

  useEffect(() => {
    if (!clientId) {
      setState({ data: EMPTY_DASHBOARD, isLoading: false });
      return;
    }
    const controller = new AbortController();
    // Already loading on mount: the same state object lets React skip a render of the dashboard.
    setState((s) => (s.isLoading ? s : { ...s, isLoading: true }));
    loadDashboard({ clientId, month, mode, billing }, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, isLoading: false });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ data: EMPTY_DASHBOARD, isLoading: false });
        notify.error(DASHBOARD_LOAD_FAILURE);
      },
    );
    return () => controller.abort();
  }, [clientId, month, mode, billing, notify]);

  return ahead ? { data: layoutSample(month), isLoading: false } : state;
}
