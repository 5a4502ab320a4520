import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import {
  billingQueries,
  paymentQueries,
  reportQueries,
  requestLogQuery,
  verificationCountsQuery,
} from '@pulse/api-client';
import { lookupAnswer } from '../test/fixtures';
import { renderDemo } from '../test/render-demo';
import { stubGeolocation } from '../test/stub-geolocation';

/**
 * A cached read of each page a lookup may make stale, and two it never touches: payments, and the
 * request log (a dashboard lookup is sent with the session, which the log does not record).
 */
const READS = {
  reports: reportQueries.list({ mode: 'live', limit: 10 }).queryKey,
  billing: billingQueries.balanceWarnings().queryKey,
  dashboard: verificationCountsQuery({ clientId: 'cl_123', month: '2026-11', mode: 'live' })
    .queryKey,
  payments: paymentQueries.list().queryKey,
  requestLog: requestLogQuery({ mode: 'live' }).queryKey,
};

/** Fills the cache with an answer for each of READS, as if those pages had been opened. */
function seed(queryClient: QueryClient): void {
  for (const key of Object.values(READS)) queryClient.setQueryData(key as QueryKey, {});
}

/** Which of READS are marked stale by an invalidation since they were seeded. */
function invalidated(queryClient: QueryClient): string[] {
  return Object.entries(READS)
    .filter(([, key]) => queryClient.getQueryState(key as QueryKey)?.isInvalidated === true)
    .map(([name]) => name);
}

/** Submits the Email Lookup form once the cache is seeded. */
async function lookUpEmail() {
  const user = userEvent.setup();
  const view = renderDemo('/demo/email');
  seed(view.queryClient);
  await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@acme-corp.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return view;
}

beforeEach(() => {
  stubGeolocation('denied');
});

describe('a lookup and the cached reads of other pages', () => {
  it('marks the reports, billing and dashboard reads stale once a lookup succeeds', async () => {
    answer('post /emaillookup', () => lookupAnswer('emailPulse', 'verified', 'rpt_1'));
    const { queryClient } = await lookUpEmail();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('VERIFIED')).toBeTruthy();
    await waitFor(() =>
      expect(invalidated(queryClient)).toEqual(['reports', 'billing', 'dashboard']),
    );
  });

  it('leaves them alone when the API refuses the call (402: nothing written, nothing used)', async () => {
    answer('post /emaillookup', () =>
      HttpResponse.json(
        {
          error: 'No calls left for Email Lookup: top up on the Billing page.',
          code: 'NO_CALLS_LEFT',
        },
        { status: 402 },
      ),
    );
    const { queryClient } = await lookUpEmail();
    expect(await screen.findByText('You have no calls left for this service')).toBeTruthy();
    expect(invalidated(queryClient)).toEqual([]);
  });

  it('marks them stale after a server error, which may come after the call was counted', async () => {
    answer('post /emaillookup', () => HttpResponse.json({}, { status: 500 }));
    const { queryClient } = await lookUpEmail();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await waitFor(() =>
      expect(invalidated(queryClient)).toEqual(['reports', 'billing', 'dashboard']),
    );
  });
});
