import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { billingQueries, isApiError, lookupReportOf, reportQueries } from '@pulse/api-client';
import type { LookupResponse, ReportDecision } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { isNoCallsLeft, lookupFailureMessage, SOMETHING_WENT_WRONG } from '../lib/lookup-error';

/**
 * What the result modal shows: the report's status, the decision of the tenant's rules when the
 * answer has one, and where "Click To See Details" leads.
 */
export interface LookupOutcome {
  status: string;
  referenceID: string;
  /** Null when the tenant has no rule set for the key's mode (the answer then has no `decision`). */
  decision: ReportDecision | null;
}

export interface UseLookupOptions<V> {
  /** The answer's {product} key (e.g. emailPulse). */
  pulseKey: string;
  /** Address lookups read their failure text at {product}.report.jsonResponse.results.message (spec §8). */
  addressPath?: boolean;
  /** Makes the call for the submitted values. */
  send: (values: V) => Promise<LookupResponse>;
}

/**
 * The cached reads a lookup makes stale (docs/architecture.md §3 "Data": a write invalidates by
 * `[<resource>]`): it writes a report and uses a call of the month, which the Reports list, the
 * Billing page and the Dashboard's counts and balances show. A dashboard lookup is sent with the
 * session, so it writes no request-log entry (only calls made with an API key alone are recorded,
 * docs/adr/0020-request-log-and-usage-alerts.md).
 */
function invalidateLookupReads(queryClient: QueryClient): void {
  // The dashboard's query options (@pulse/api-client) have no `all()`; their keys start with
  // 'dashboard'.
  for (const queryKey of [reportQueries.all(), billingQueries.all(), ['dashboard']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Whether a failed lookup may still have written a report and used a call. A 4xx (invalid input,
 * 402 no calls left, a disabled service) is a refusal that writes nothing and charges nothing;
 * a 5xx or a lost answer may come after the
 * call was counted.
 */
const mayHaveCounted = (error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * The answer's top-level `decision` (beside the product key). Every lookup's generated answer type
 * has it; the generic LookupResponse, keyed by product only, does not list it.
 */
const decisionOf = (response: LookupResponse): ReportDecision | null =>
  (response as { decision?: ReportDecision | null }).decision ?? null;

/** The result modal's outcome of a lookup answer, or null when the answer names no report. */
function outcomeOf(response: LookupResponse, pulseKey: string): LookupOutcome | null {
  const report = response[pulseKey]?.report ?? lookupReportOf(response);
  if (!report?.referenceID) return null;
  return {
    status: String(report.jsonResponse?.results?.status ?? ''),
    referenceID: report.referenceID,
    decision: decisionOf(response),
  };
}

/**
 * Runs one lookup call as a mutation and derives what the page shows from its state: the result
 * modal's outcome on success; on failure a toast (spec §8) and, for a 402, the no-calls-left notice
 * with its link to Billing. Once the call is over the reports, billing and dashboard reads are
 * invalidated (unless the API refused it), so those pages ask again on their next visit. `run`
 * never throws; its promise settles when the call is over (react-final-form's `submitting`).
 */
export function useLookup<V>({ pulseKey, addressPath = false, send }: UseLookupOptions<V>) {
  const notify = useNotify();
  const queryClient = useQueryClient();

  const lookup = useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      if (!outcomeOf(response, pulseKey)) notify.error(SOMETHING_WENT_WRONG);
    },
    onError: (error) => notify.error(lookupFailureMessage(error, pulseKey, addressPath)),
    onSettled: (_response, error) => {
      if (error === null || mayHaveCounted(error)) invalidateLookupReads(queryClient);
    },
  });
  const { mutateAsync, reset } = lookup;

  const run = useCallback(
    // The failure is already told by onError: the promise only marks the end of the call.
    (values: V): Promise<void> =>
      mutateAsync(values).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  const outcome = lookup.data ? outcomeOf(lookup.data, pulseKey) : null;
  // A new call clears the error, and with it the notice.
  const noCallsLeft = isNoCallsLeft(lookup.error)
    ? lookupFailureMessage(lookup.error, pulseKey, addressPath)
    : null;

  return { run, outcome, closeOutcome: reset, noCallsLeft };
}
