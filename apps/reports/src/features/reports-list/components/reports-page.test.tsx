import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportListItem } from '@pulse/api-client';
import { must } from '../../../test/must';
import { renderPage } from '../../../test/render';
import { answer, type ApiCall } from '@pulse/test-utils';
import { ReportsPage } from './reports-page';

const item = (
  n: number,
  status = 'VERIFIED',
  apiService: ReportListItem['apiService'] = 'emailLookup',
): ReportListItem => ({
  id: String(n),
  referenceID: `rpt_${n}`,
  apiService,
  requestDateTime: '2026-01-15T09:05:07.000Z',
  status,
});

/**
 * GET /reports answering `page(query)`: the page of items, the total and the next cursor.
 * @returns the calls it receives
 */
function listReports(
  page: (query: URLSearchParams) => { items: ReportListItem[]; total: number; next?: string },
) {
  return answer('get /reports', (_args, _body, { url }) => {
    const { items, total, next } = page(url.searchParams);
    return HttpResponse.json(next ? { items, nextCursor: next } : items, {
      headers: { 'x-total-count': String(total) },
    });
  });
}

const params = (call: ApiCall | undefined) => call?.args ?? {};

describe('ReportsPage', () => {
  it('shows a spinner, then the heading, five columns and the rows with status badges', async () => {
    const asked = listReports(() => ({
      items: [
        item(1, 'VERIFIED'),
        item(2, 'declined', 'phoneLookup'),
        item(3, 'FAILED', 'amlPerson'),
        item(4, 'PASSED'),
        item(5, 'RISKY'),
        item(6, 'SUSPICIOUS'),
        item(7, 'UNKNOWN'),
        item(8, 'weird'),
      ],
      total: 8,
    }));
    renderPage(<ReportsPage />, '/reports');
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeTruthy();
    expect(document.title).toBe('Reports · Pulse');
    const rows = await screen.findAllByTestId('report-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Reference ID', 'Service', 'Date & Time', 'Status', 'Delete']);
    expect(rows).toHaveLength(8);
    expect(within(must(rows[1])).getByText('Phone Lookup')).toBeTruthy();
    expect(within(must(rows[2])).getByText('Individual AML Screening')).toBeTruthy();
    // Spec §4 status display.
    expect(rows.map((r) => must(r.querySelectorAll('td')[3]).textContent)).toEqual([
      'Verified',
      'Declined',
      'Error',
      'Verified',
      'Risky',
      'Suspicious',
      'Unknown',
      'Not Available',
    ]);
    expect(params(asked[0])).toEqual({ limit: '20', mode: 'live' });
  });

  it('shows "No Records Found" when there is no data', async () => {
    listReports(() => ({ items: [], total: 0 }));
    renderPage(<ReportsPage />, '/reports');
    expect(await screen.findByText('No Records Found')).toBeTruthy();
  });

  it('opens /reports/{referenceID} on row click and on Enter', async () => {
    listReports(() => ({ items: [item(1), item(2)], total: 2 }));
    const { router, user } = renderPage(<ReportsPage />, '/reports');
    const rows = await screen.findAllByTestId('report-row');
    await user.click(must(rows[0]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_1'));
    await act(() => router.navigate(-1));
    const again = await screen.findAllByTestId('report-row');
    must(again[1]).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_2'));
  });

  it.each(['viewer', 'analyst'] as const)(
    'shows the %s role no Delete: the API refuses it (developers rule)',
    async (role) => {
      listReports(() => ({ items: [item(1), item(2)], total: 2 }));
      renderPage(<ReportsPage />, '/reports', '/reports', { role });
      expect(await screen.findAllByTestId('report-row')).toHaveLength(2);
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Reference ID', 'Service', 'Date & Time', 'Status']);
      expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    },
  );

  it.each(['owner', 'admin', 'developer'] as const)('offers the %s role Delete', async (role) => {
    listReports(() => ({ items: [item(1)], total: 1 }));
    renderPage(<ReportsPage />, '/reports', '/reports', { role });
    expect(await screen.findByRole('button', { name: 'Delete report rpt_1' })).toBeTruthy();
  });

  it('Delete opens the Confirmation modal; Cancel closes it without deleting', async () => {
    listReports(() => ({ items: [item(1)], total: 1 }));
    const deletes = answer('delete /reports/:id', () => undefined);
    const { router, user } = renderPage(<ReportsPage />, '/reports');
    await user.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirmation')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete this report?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes).toEqual([]);
    expect(router.state.location.pathname).toBe('/reports');
  });

  it('Confirm deletes, shows loading, closes and reloads the list', async () => {
    let deleted = false;
    listReports(() =>
      deleted ? { items: [item(2)], total: 1 } : { items: [item(1), item(2)], total: 2 },
    );
    answer('delete /reports/:id', async ({ id }) => {
      await delay(150);
      deleted = id === 'rpt_1';
    });
    const { user } = renderPage(<ReportsPage />, '/reports');
    await user.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Confirm/ })
          .getAttribute('aria-busy'),
      ).toBe('true'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Report deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(1));
    expect(deleted).toBe(true);
  });

  it('a failed delete toasts the server message', async () => {
    listReports(() => ({ items: [item(1)], total: 1 }));
    answer('delete /reports/:id', () =>
      Promise.reject({
        status: 404,
        body: { error: 'Report not found', message: 'Report not found' },
      }),
    );
    const { user } = renderPage(<ReportsPage />, '/reports');
    await user.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Report not found')).toBeTruthy();
  });

  it('a failed load shows the error in place with Retry', async () => {
    let failed = false;
    answer('get /reports', () => {
      if (failed) return HttpResponse.json([item(1)], { headers: { 'x-total-count': '1' } });
      failed = true;
      return Promise.reject({ status: 500, body: { error: 'Database down' } });
    });
    const { user } = renderPage(<ReportsPage />, '/reports');
    expect(await screen.findByText('Error: Database down')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('report-row')).toHaveLength(1);
  });

  it('keeps filters and paging in the URL and queries the API with them', async () => {
    const asked = listReports((query) =>
      query.get('cursor') === 'c1'
        ? { items: [item(3)], total: 3 }
        : { items: [item(1), item(2)], total: 3, next: 'c1' },
    );
    const { router, user } = renderPage(<ReportsPage />, '/reports?service=phoneLookup&size=10');
    await screen.findAllByTestId('report-row');
    expect(params(asked.at(-1))).toEqual({ limit: '10', service: 'phoneLookup', mode: 'live' });
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('phoneLookup');
    expect(screen.getByText('Showing 1–2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?service=phoneLookup&size=10&after=c1'),
    );
    await waitFor(() => expect(screen.getByText('Showing 11–11 of 3')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?service=phoneLookup&size=10'));

    await user.selectOptions(screen.getByLabelText('Status'), 'RISKY');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=RISKY&service=phoneLookup&size=10'),
    );
    await waitFor(() =>
      expect(params(asked.at(-1))).toEqual({
        limit: '10',
        status: 'RISKY',
        service: 'phoneLookup',
        mode: 'live',
      }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Reference ID' }), ' rpt_9 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('ref=rpt_9'));
    await waitFor(() =>
      expect(params(asked.at(-1))).toEqual({
        limit: '10',
        status: 'RISKY',
        service: 'phoneLookup',
        referenceId: 'rpt_9',
        mode: 'live',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'));
  });
});
