import { useCallback, useState } from 'react';
import { lookupReportOf } from '@pulse/api-client';
import type { LookupResponse } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { isNoCallsLeft, lookupFailureMessage, SOMETHING_WENT_WRONG } from '../lib/lookup-error';

/** What the result modal shows: the report's status and where "Click To See Details" leads. */
export interface LookupOutcome {
  status: string;
  referenceID: string;
}

export interface UseLookupOptions {
  /** The answer's {product} key (e.g. emailPulse). */
  pulseKey: string;
  /** Address lookups read their failure text at {product}.report.jsonResponse.results.message (spec §8). */
  addressPath?: boolean;
}

/**
 * Runs one lookup call and keeps what the page shows about it: the result modal's outcome on success;
 * on failure a toast (spec §8) and, for a 402, the no-calls-left notice with its link to Billing.
 * `run` never throws; its promise settles when the call is over (react-final-form's `submitting`).
 */
export function useLookup({ pulseKey, addressPath = false }: UseLookupOptions) {
  const notify = useNotify();
  const [outcome, setOutcome] = useState<LookupOutcome | null>(null);
  const [noCallsLeft, setNoCallsLeft] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<LookupResponse>): Promise<void> => {
      setNoCallsLeft(null);
      try {
        const response = await call();
        const report = response[pulseKey]?.report ?? lookupReportOf(response);
        if (!report?.referenceID) {
          notify.error(SOMETHING_WENT_WRONG);
          return;
        }
        setOutcome({
          status: String(report.jsonResponse?.results?.status ?? ''),
          referenceID: report.referenceID,
        });
      } catch (error) {
        const message = lookupFailureMessage(error, pulseKey, addressPath);
        notify.error(message);
        if (isNoCallsLeft(error)) setNoCallsLeft(message);
      }
    },
    [notify, pulseKey, addressPath],
  );

  const closeOutcome = useCallback(() => setOutcome(null), []);

  return { run, outcome, closeOutcome, noCallsLeft };
}
