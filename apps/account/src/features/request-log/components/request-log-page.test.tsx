import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type {
  ListRequestLogParams,
  RequestLogDetail,
  RequestLogEntry,
  RequestLogPage as Page,
} from '../api/request-log';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { RequestLogPage } from './request-log-page';

const api = {
  listRequestLog: vi.fn<(params: ListRequestLogParams) => Promise<Page>>(),
  getRequestLogEntry: vi.fn<(id: string) => Promise<RequestLogDetail>>(),
};
vi.mock('../api/request-log', () => ({
  listRequestLog: (p: ListRequestLogParams) => api.listRequestLog(p),
  getRequestLogEntry: (id: string) => api.getRequestLogEntry(id),
}));

const entry = (over: Partial<RequestLogEntry>): RequestLogEntry => ({
  id: 'r1',
  createdAt: '2026-11-25T10:00:00.000Z',
  requestId: 'req-1',
  keyPrefix: 'pk_live_abcd',
  method: 'POST',
  path: '/api/phonelookup',
  route: '/api/phonelookup',
  status: 200,
  latencyMs: 42,
  ip: '203.0.113.7',
  reportId: 'RPT123',
  ...over,
});

/** The URL the page is at, shown for the assertions of the filters kept in it. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

let router: ReturnType<typeof createMemoryRouter>;
let startAt = '/developers/requests';

function wrapper({ children }: { children: ReactNode }) {
  router = createMemoryRouter(
    [
      {
        path: '/developers/requests',
        element: (
          <>
            {children}
            <Where />
          </>
        ),
      },
      { path: '/reports/:id', element: <Where /> },
    ],
    { initialEntries: [startAt] },
  );
  return (
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">
          <RouterProvider router={router} />
        </ToastScope>
      </ToastProvider>
    </UiProvider>
  );
}

const table = () => screen.findByRole('table', { name: 'Requests' });
const lastParams = () => api.listRequestLog.mock.lastCall?.[0];

describe('RequestLogPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    startAt = '/developers/requests';
  });
  afterEach(cleanup);

  it('shows a spinner while loading, then one row per call with its status, latency, key and report', async () => {
    let resolve!: (p: Page) => void;
    api.listRequestLog.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RequestLogPage />, { wrapper });
    expect(screen.getByText('Loading requests')).toBeTruthy();
    expect(
      screen.getByText(
        'Calls made with your API keys from your servers. Entries are kept for 30 days, request and response bodies for 7.',
      ),
    ).toBeTruthy();
    resolve({
      items: [entry({}), entry({ id: 'r2', status: 402, latencyMs: 3.25, reportId: null })],
    });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
    expect(cells[0]).toEqual([
      'POST /api/phonelookup',
      '200',
      '42 ms',
      'pk_live_abcd',
      '203.0.113.7',
      'RPT123',
    ]);
    expect(cells[1]).toEqual([
      'POST /api/phonelookup',
      '402',
      '3.3 ms',
      'pk_live_abcd',
      '203.0.113.7',
      '—',
    ]);
    expect(lastParams()).toEqual({ limit: 25 });
    // One page only: no paging buttons.
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('says "No requests match these filters" when there are none', async () => {
    api.listRequestLog.mockResolvedValue({ items: [] });
    render(<RequestLogPage />, { wrapper });
    expect(await screen.findByText('No requests match these filters')).toBeTruthy();
  });

  it('says the requests could not be loaded, and Retry loads them again', async () => {
    api.listRequestLog.mockRejectedValueOnce(new Error('down'));
    api.listRequestLog.mockResolvedValueOnce({ items: [entry({})] });
    render(<RequestLogPage />, { wrapper });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The requests could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await table()).getByText('RPT123')).toBeTruthy();
    expect(api.listRequestLog).toHaveBeenCalledTimes(2);
  });

  it('applies the filters, refuses a bad key prefix or a reversed range, and Reset clears them', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    render(<RequestLogPage />, { wrapper });
    await table();
    const form = screen.getByRole('form', { name: 'Filter requests' });
    const prefix = within(form).getByLabelText('Key prefix');
    fireEvent.change(prefix, { target: { value: 'pk live' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Use letters, digits, _ and - only (e.g. pk_live_ab)',
    );
    expect(api.listRequestLog).toHaveBeenCalledTimes(1);

    fireEvent.change(prefix, { target: { value: ' pk_test_ab ' } });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: '4xx' } });
    fireEvent.change(within(form).getByLabelText('Endpoint'), {
      target: { value: '/api/emaillookup' },
    });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'From' }), '20/11/2026');
    await user.type(within(form).getByRole('textbox', { name: 'To' }), '10/11/2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'The end date must not be before the start date',
    );
    expect(api.listRequestLog).toHaveBeenCalledTimes(1);

    const to = within(form).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '24/11/2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastParams()).toEqual({
        key: 'pk_test_ab',
        status: '4xx',
        endpoint: '/api/emaillookup',
        from: '2026-11-20',
        to: '2026-11-24',
        limit: 25,
      }),
    );
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastParams()).toEqual({ limit: 25 }));
    expect((prefix as HTMLInputElement).value).toBe('');
  });

  it('takes the dates as DD/MM/YYYY and keeps the filters in the URL, Back restoring the previous ones', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    const user = userEvent.setup();
    render(<RequestLogPage />, { wrapper });
    await table();
    const form = screen.getByRole('form', { name: 'Filter requests' });
    const from = within(form).getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(from.placeholder).toBe('DD/MM/YYYY');
    await user.type(from, '05/11/2026');
    await user.selectOptions(within(form).getByLabelText('Status'), '4xx');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastParams()).toEqual({ status: '4xx', from: '2026-11-05', limit: 25 }),
    );
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/developers/requests?status=4xx&from=2026-11-05',
    );

    await user.selectOptions(screen.getByLabelText('Status'), '2xx');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastParams()).toEqual({ status: '2xx', from: '2026-11-05', limit: 25 }),
    );

    // Back: the list and the form are the previous filters again.
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(lastParams()).toEqual({ status: '4xx', from: '2026-11-05', limit: 25 }),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('4xx');
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe(
      '05/11/2026',
    );
  });

  it('opens with the filters of its URL, dropping values the form could not have sent', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    startAt =
      '/developers/requests?key=pk_live_ab&status=4xx&endpoint=/api/iplookup&from=2026-11-01&to=2026-11-30';
    render(<RequestLogPage />, { wrapper });
    await table();
    expect(lastParams()).toEqual({
      key: 'pk_live_ab',
      status: '4xx',
      endpoint: '/api/iplookup',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 25,
    });
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe(
      '30/11/2026',
    );
    cleanup();

    startAt = '/developers/requests?key=a%20b&status=999&endpoint=/etc&from=2026-02-30&to=x';
    render(<RequestLogPage />, { wrapper });
    await table();
    expect(lastParams()).toEqual({ limit: 25 });
  });

  it('links the report of a call to its page in Reports', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    const user = userEvent.setup();
    render(<RequestLogPage />, { wrapper });
    const link = within(await table()).getByRole('link', { name: 'Report RPT123' });
    expect(link.getAttribute('href')).toBe('/reports/RPT123');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/reports/RPT123');
  });

  it('pages with Older and Newer by cursor, and new filters start at page 1', async () => {
    api.listRequestLog.mockImplementation(async (p) =>
      p.cursor === 'c2'
        ? { items: [entry({ id: 'old', reportId: 'OLDER1' })] }
        : { items: [entry({ reportId: 'NEWER1' })], nextCursor: 'c2' },
    );
    render(<RequestLogPage />, { wrapper });
    expect(within(await table()).getByText('NEWER1')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    const newer = screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement;
    expect(newer.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('OLDER1')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(lastParams()).toEqual({ limit: 25, cursor: 'c2' });
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('NEWER1')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2xx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(lastParams()).toEqual({ status: '2xx', limit: 25 });
  });

  it('opens a call in the drawer with its redacted bodies; a failed load offers Retry', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({}), entry({ id: 'r2' })] });
    api.getRequestLogEntry.mockImplementation(async (id) => {
      if (id === 'r2') throw new Error('down');
      return {
        ...entry({}),
        bodies: {
          query: null,
          requestHeaders: { licensekey: '[redacted]' },
          requestBody: { phone: '+447911123456' },
          responseBody: { status: 'VERIFIED' },
        },
      };
    });
    render(<RequestLogPage />, { wrapper });
    await table();
    const [first, second] = screen.getAllByRole('button', {
      name: /^Details of POST \/api\/phonelookup at /,
    });
    fireEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Request details' });
    expect(await within(dialog).findByText('req-1')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Keys, passwords, tokens and card numbers beyond the BIN are redacted.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Request headers' }).textContent).toContain(
      '[redacted]',
    );
    expect(within(dialog).getByRole('region', { name: 'Response body' }).textContent).toContain(
      'VERIFIED',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(second as HTMLElement);
    const failed = await screen.findByRole('dialog', { name: 'Request details' });
    expect(await within(failed).findByText('This request could not be loaded.')).toBeTruthy();
    api.getRequestLogEntry.mockResolvedValueOnce({ ...entry({ id: 'r2' }), bodies: null });
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(
      await within(failed).findByText(
        "Bodies are kept for 7 days: this request's have been deleted.",
      ),
    ).toBeTruthy();
  });

  it('says so when the answer was a report that has since been deleted', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    api.getRequestLogEntry.mockResolvedValue({
      ...entry({}),
      bodies: {
        query: null,
        requestHeaders: {},
        requestBody: { phone: '+447911123456' },
        responseBody: null,
      },
    });
    render(<RequestLogPage />, { wrapper });
    await table();
    fireEvent.click(
      screen.getByRole('button', { name: /^Details of POST \/api\/phonelookup at / }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request details' });
    expect(
      await within(dialog).findByText(
        'Response body: the answer was report RPT123, which has been deleted, and the answer with it.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Response body' })).toBeNull();
  });
});
