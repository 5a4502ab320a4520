import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportListItem } from '@pulse/api-client';
import { PHONE_QUERY } from '@pulse/ui';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import { ReportsPage } from './reports-page';

const item = (n: number): ReportListItem => ({
  id: String(n),
  referenceID: `rpt_${n}`,
  apiService: 'emailLookup',
  requestDateTime: '2026-01-15T09:05:07.000Z',
  status: 'VERIFIED',
});

/** GET /reports answering two reports and a next page; @returns the calls it receives. */
const listReports = () =>
  answer('get /reports', () =>
    HttpResponse.json([item(1), item(2)], {
      headers: { 'x-total-count': '5', 'x-next-cursor': 'c1' },
    }),
  );

/** The list as the API was last asked for it. */
const lastAsked = (calls: ReturnType<typeof listReports>) => calls.at(-1)?.args ?? {};

afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage sorting', () => {
  it('sorts by a column header, kept in the URL and asked of the API, with aria-sort', async () => {
    const asked = listReports();
    const { router, user } = renderPage(<ReportsPage />, '/reports?status=VERIFIED');
    await screen.findAllByTestId('report-row');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    // Newest first by default: the date column is the sorted one.
    expect(header('Date & Time').getAttribute('aria-sort')).toBe('descending');
    expect(header('Service').getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Service' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=VERIFIED&sort=service&order=asc'),
    );
    await waitFor(() =>
      expect(lastAsked(asked)).toEqual({
        limit: '20',
        status: 'VERIFIED',
        sort: 'service',
        order: 'asc',
        mode: 'live',
      }),
    );
    expect(header('Service').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Date & Time').getAttribute('aria-sort')).toBeNull();

    // The sorted page is a new table: the header keeps the focus, and Enter reverses the order.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Service' })),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      // desc is the default direction, left out of the URL as the API leaves it out.
      expect(router.state.location.search).toBe('?status=VERIFIED&sort=service'),
    );
    await waitFor(() => expect(header('Service').getAttribute('aria-sort')).toBe('descending'));

    // A new order starts at the first page; Status sorts A to Z first.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('after=c1'));
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=VERIFIED&sort=status&order=asc'),
    );

    // Back to the date: newest first again, the plain URL.
    await user.click(screen.getByRole('button', { name: 'Date & Time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=VERIFIED'));
  });
});

describe('ReportsPage on a phone', () => {
  it('folds the filters behind a "Filters" button that counts the active ones', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        matches: media === PHONE_QUERY,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    const asked = listReports();
    const { router, user } = renderPage(
      <ReportsPage />,
      '/reports?status=RISKY&service=phoneLookup',
    );
    await screen.findAllByRole('button', { name: /^Open report/ });
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Reference ID' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('RISKY');
    // The cards have no headers: the order is chosen here.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() => expect(router.state.location.search).toContain('order=asc'));
    await waitFor(() => expect(lastAsked(asked)).toMatchObject({ order: 'asc' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy());
  });
});
