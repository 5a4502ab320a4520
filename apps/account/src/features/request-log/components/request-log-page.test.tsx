import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ListRequestLogParams,
  RequestLogDetail,
  RequestLogEntry,
  RequestLogPage as Page,
} from '../api/request-log';
import { useLocation } from '@pulse/router';
import { answer } from '@pulse/test-utils';
import { cursorPage, orFailWithoutText } from '../../../test/cursor-page';
import { renderPage } from '../../../test/render';
import { RequestLogPage } from './request-log-page';

/** What the mock API answers, as the page's calls reach it (a throw answers 500). */
const api = {
  listRequestLog: vi.fn<(params: ListRequestLogParams) => Promise<Page>>(),
  getRequestLogEntry: vi.fn<(id: string) => Promise<RequestLogDetail>>(),
};

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

let router: ReturnType<typeof renderPage>['router'];
let user: ReturnType<typeof renderPage>['user'];
let startAt = '/developers/requests';

function render() {
  const result = renderPage(
    <>
      <RequestLogPage />
      <Where />
    </>,
    {
      path: startAt,
      route: '/developers/requests',
      routes: [{ path: '/reports/:id', element: <Where /> }],
    },
  );
  router = result.router;
  user = result.user;
  return result;
}

const table = () => screen.findByRole('table', { name: 'Requests' });
const lastParams = () => api.listRequestLog.mock.lastCall?.[0];

describe('RequestLogPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    startAt = '/developers/requests';
    answer('get /developers/requests', async (query) => {
      const params = { ...query, ...(query.limit ? { limit: Number(query.limit) } : {}) };
      return cursorPage(await orFailWithoutText(() => api.listRequestLog(params)));
    });
    answer('get /developers/requests/:id', ({ id }) =>
      orFailWithoutText(() => api.getRequestLogEntry(String(id))),
    );
  });

  it('shows a spinner while loading, then one row per call with its status, latency, key and report', async () => {
    let resolve!: (p: Page) => void;
    api.listRequestLog.mockReturnValue(new Promise((r) => (resolve = r)));
    render();
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
    render();
    expect(await screen.findByText('No requests match these filters')).toBeTruthy();
  });

  it('says the requests could not be loaded, and Retry loads them again', async () => {
    api.listRequestLog.mockRejectedValueOnce(new Error('down'));
    api.listRequestLog.mockResolvedValueOnce({ items: [entry({})] });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The requests could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await table()).getByText('RPT123')).toBeTruthy();
    expect(api.listRequestLog).toHaveBeenCalledTimes(2);
  });

  it('applies the filters, refuses a bad key prefix or a reversed range, and Reset clears them', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    render();
    await table();
    const form = screen.getByRole('form', { name: 'Filter requests' });
    const prefix = within(form).getByLabelText('Key prefix');
    await user.clear(prefix);
    await user.type(prefix, 'pk live');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Use letters, digits, _ and - only (e.g. pk_live_ab)',
    );
    expect(api.listRequestLog).toHaveBeenCalledTimes(1);

    await user.clear(prefix);
    await user.type(prefix, ' pk_test_ab ');
    await user.selectOptions(within(form).getByLabelText('Status'), '4xx');
    await user.selectOptions(within(form).getByLabelText('Endpoint'), '/api/emaillookup');
    await user.type(within(form).getByRole('textbox', { name: 'From' }), '20/11/2026');
    await user.type(within(form).getByRole('textbox', { name: 'To' }), '10/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'The end date must not be before the start date',
    );
    expect(api.listRequestLog).toHaveBeenCalledTimes(1);

    const to = within(form).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '24/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
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

    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastParams()).toEqual({ limit: 25 }));
    expect((prefix as HTMLInputElement).value).toBe('');
  });

  it('takes the dates as DD/MM/YYYY and keeps the filters in the URL, Back restoring the previous ones', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    render();
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

  it('puts the filters of Back in place of what was typed and not applied', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    startAt = '/developers/requests?status=4xx';
    render();
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), '2xx');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastParams()).toEqual({ status: '2xx', limit: 25 }));
    await user.type(screen.getByLabelText('Key prefix'), 'pk_typed');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastParams()).toEqual({ status: '4xx', limit: 25 }));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('4xx');
    expect((screen.getByLabelText('Key prefix') as HTMLInputElement).value).toBe('');
  });

  it('opens with the filters of its URL, dropping values the form could not have sent', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    startAt =
      '/developers/requests?key=pk_live_ab&status=4xx&endpoint=/api/iplookup&from=2026-11-01&to=2026-11-30';
    const result = render();
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
    result.unmount();

    startAt = '/developers/requests?key=a%20b&status=999&endpoint=/etc&from=2026-02-30&to=x';
    render();
    await table();
    expect(lastParams()).toEqual({ limit: 25 });
  });

  it('links the report of a call to its page in Reports', async () => {
    api.listRequestLog.mockResolvedValue({ items: [entry({})] });
    render();
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
    render();
    expect(within(await table()).getByText('NEWER1')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    const newer = screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement;
    expect(newer.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('OLDER1')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(lastParams()).toEqual({ limit: 25, cursor: 'c2' });
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('NEWER1')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2');
    await user.selectOptions(screen.getByLabelText('Status'), '2xx');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
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
    render();
    await table();
    const [first, second] = screen.getAllByRole('button', {
      name: /^Details of POST \/api\/phonelookup at /,
    });
    await user.click(first as HTMLElement);
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
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(second as HTMLElement);
    const failed = await screen.findByRole('dialog', { name: 'Request details' });
    expect(await within(failed).findByText('This request could not be loaded.')).toBeTruthy();
    api.getRequestLogEntry.mockResolvedValueOnce({ ...entry({ id: 'r2' }), bodies: null });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
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
    render();
    await table();
    await user.click(
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
