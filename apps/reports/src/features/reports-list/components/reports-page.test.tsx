import type * as ApiClient from '@pulse/api-client';
import { must } from '../../../test/must';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportList, ReportListItem } from '@pulse/api-client';
import { renderPage } from '../../../test/render';
import { ReportsPage } from './reports-page';

const listReports = vi.fn<(params: unknown) => Promise<ReportList>>();
const deleteReport = vi.fn<(id: string) => Promise<void>>();

vi.mock('@pulse/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>();
  return {
    ApiError: actual.ApiError,
    errorText: actual.errorText,
    listReports: (params: unknown) => listReports(params),
    deleteReport: (id: string) => deleteReport(id),
  };
});

const { ApiError } = await import('@pulse/api-client');

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

describe('ReportsPage', () => {
  beforeEach(() => {
    listReports.mockReset();
    deleteReport.mockReset();
  });

  it('shows a spinner, then the heading, five columns and the rows with status badges', async () => {
    let resolve!: (v: ReportList) => void;
    listReports.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage(<ReportsPage />, '/reports');
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeTruthy();
    expect(document.title).toBe('Reports · Pulse');
    await act(async () =>
      resolve({
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
      }),
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Reference ID', 'Service', 'Date & Time', 'Status', 'Delete']);
    const rows = screen.getAllByTestId('report-row');
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
    expect(listReports).toHaveBeenCalledWith({ limit: 20, mode: 'live' });
  });

  it('shows "No Records Found" when there is no data', async () => {
    listReports.mockResolvedValue({ items: [], total: 0 });
    renderPage(<ReportsPage />, '/reports');
    expect(await screen.findByText('No Records Found')).toBeTruthy();
  });

  it('opens /reports/{referenceID} on row click and on Enter', async () => {
    listReports.mockResolvedValue({ items: [item(1), item(2)], total: 2 });
    const { router } = renderPage(<ReportsPage />, '/reports');
    const rows = await screen.findAllByTestId('report-row');
    fireEvent.click(must(rows[0]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_1'));
    act(() => void router.navigate(-1));
    const again = await screen.findAllByTestId('report-row');
    fireEvent.keyDown(must(again[1]), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_2'));
  });

  it('Delete opens the Confirmation modal; Cancel closes it without deleting', async () => {
    listReports.mockResolvedValue({ items: [item(1)], total: 1 });
    const { router } = renderPage(<ReportsPage />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirmation')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete this report?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleteReport).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/reports');
  });

  it('Confirm deletes, shows loading, closes and reloads the list', async () => {
    listReports
      .mockResolvedValueOnce({ items: [item(1), item(2)], total: 2 })
      .mockResolvedValueOnce({ items: [item(2)], total: 1 });
    let finish!: () => void;
    deleteReport.mockReturnValue(new Promise<void>((r) => (finish = r)));
    renderPage(<ReportsPage />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Confirm/ })
          .getAttribute('aria-busy'),
      ).toBe('true'),
    );
    expect(deleteReport).toHaveBeenCalledWith('rpt_1');
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(1));
    expect(listReports).toHaveBeenCalledTimes(2);
  });

  it('a failed delete toasts the server message', async () => {
    listReports.mockResolvedValue({ items: [item(1)], total: 1 });
    deleteReport.mockRejectedValue(
      new ApiError(404, { error: 'Report not found', message: 'Report not found' }),
    );
    renderPage(<ReportsPage />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete report rpt_1' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Report not found')).toBeTruthy();
  });

  it('a failed load shows the error in place with Retry', async () => {
    listReports
      .mockRejectedValueOnce(new ApiError(500, { error: 'Database down' }))
      .mockResolvedValueOnce({ items: [item(1)], total: 1 });
    renderPage(<ReportsPage />, '/reports');
    expect(await screen.findByText('Error: Database down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('report-row')).toHaveLength(1);
  });

  it('keeps filters and paging in the URL and queries the API with them', async () => {
    listReports.mockImplementation(async (p) => {
      const cursor = (p as { cursor?: string }).cursor;
      return cursor === 'c1'
        ? { items: [item(3)], total: 3 }
        : { items: [item(1), item(2)], total: 3, nextCursor: 'c1' };
    });
    const { router } = renderPage(<ReportsPage />, '/reports?service=phoneLookup&size=10');
    await screen.findAllByTestId('report-row');
    expect(listReports).toHaveBeenLastCalledWith({
      limit: 10,
      service: 'phoneLookup',
      mode: 'live',
    });
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('phoneLookup');
    expect(screen.getByText('Showing 1–2 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?service=phoneLookup&size=10&after=c1'),
    );
    await waitFor(() => expect(screen.getByText('Showing 11–11 of 3')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?service=phoneLookup&size=10'));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'RISKY' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=RISKY&service=phoneLookup&size=10'),
    );
    expect(listReports).toHaveBeenLastCalledWith({
      limit: 10,
      status: 'RISKY',
      service: 'phoneLookup',
      mode: 'live',
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Reference ID' }), {
      target: { value: ' rpt_9 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('ref=rpt_9'));
    expect(listReports).toHaveBeenLastCalledWith({
      limit: 10,
      status: 'RISKY',
      service: 'phoneLookup',
      referenceId: 'rpt_9',
      mode: 'live',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'));
  });
});
