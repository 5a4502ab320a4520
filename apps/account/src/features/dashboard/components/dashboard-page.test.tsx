import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentMonth, monthLabel } from '@pulse/ui';
import { answer, recordRequests } from '@pulse/test-utils';
import { renderPage as render } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const counts = (verified: number) => ({
  countDetails: { verified, declined: 2, suspicious: 3, risky: 4 },
  daily: [{ date: '2025-01-05', verified, declined: 2, suspicious: 3, risky: 4 }],
});
const account = {
  accountSummary: {
    services: [
      {
        service: 'emailLookup',
        name: 'Email Lookup',
        status: 'Active',
        free: 90,
        paid: 1500,
        freeLimit: 100,
        freeUsed: 10,
      },
      {
        service: 'fraudEngine',
        name: 'Fraud Engine',
        status: 'Inactive',
        free: 0,
        paid: 0,
        freeLimit: 0,
        freeUsed: 0,
      },
    ],
  },
};
const billing = {
  billingSummary: {
    current: { month: '2025-03', totalCost: 1250, billingDate: '2025-03-31' },
    historical: [{ month: '2025-02', totalCost: 99900, billingDate: '2025-02-28' }],
  },
};

function renderPage() {
  const result = render(<DashboardPage />, {
    path: '/dashboard',
    route: '/dashboard',
    routes: [{ path: '/reports', element: <p>reports list</p> }],
  });
  ui = result.user;
  return result.router;
}

/** The answers the mock API gives; a test changes them before it acts. */
let answers: { counts: unknown; account: unknown; billing: unknown };
let ui: ReturnType<typeof render>['user'];

const loaded = () => screen.findByTestId('dashboard-panels');
const tile = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

async function chooseJanuaryOfLastYear() {
  await ui.click(screen.getByRole('textbox', { name: 'Choose a month' }));
  const dialog = await screen.findByRole('dialog');
  await ui.click(within(dialog).getByRole('button', { name: 'Previous year' }));
  const year = new Date().getFullYear() - 1;
  await ui.click(within(dialog).getByRole('button', { name: `January ${year}` }));
  return `${year}-01`;
}

const countsOf = (requests: URL[]) =>
  requests.filter((url) => url.pathname.endsWith('/verification/counts'));
const pathsOf = (requests: URL[], end: string) =>
  requests.filter((url) => url.pathname.endsWith(end));

describe('DashboardPage', () => {
  beforeEach(() => {
    answers = { counts: counts(1), account, billing };
    answer('get /verification/counts', () => answers.counts);
    answer('get /dashboard/account-summary', () => answers.account);
    answer('get /billing/monthly-summary', () => answers.billing);
  });

  it('shows the title and the month picker on the current month, as a full month name', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const picker = screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement;
    expect(picker.readOnly).toBe(true);
    expect(picker.value).toBe(monthLabel(currentMonth()));
    expect(picker.value).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(picker.placeholder).toBe('Select Date');
    await loaded();
  });

  it('shows a spinner, then loads the three items in parallel by clientId and month', async () => {
    const requests = recordRequests();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeTruthy();
    await loaded();
    const [count] = countsOf(requests);
    expect(Object.fromEntries(count?.searchParams ?? [])).toEqual({
      clientId: 'cl_123',
      month: currentMonth(),
      mode: 'live',
    });
    expect(pathsOf(requests, '/account-summary')[0]?.searchParams.get('clientId')).toBe('cl_123');
    expect(pathsOf(requests, '/monthly-summary')[0]?.searchParams.get('clientId')).toBe('cl_123');
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).toBeNull();
  });

  it('asks a member who may not read billing no billing summary, and shows none', async () => {
    const requests = recordRequests();
    render(<DashboardPage />, { path: '/dashboard', user: { role: 'viewer' } });
    await loaded();
    expect(pathsOf(requests, '/monthly-summary')).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(screen.queryAllByTestId('billing-entry')).toHaveLength(0);
  });

  it.each(['viewer', 'analyst'] as const)(
    'links the API docs only for the roles of the developer pages, not a %s',
    async (role) => {
      render(<DashboardPage />, { path: '/dashboard', user: { role } });
      await loaded();
      expect(screen.queryByRole('link', { name: /API docs/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Data sources' })).toBeTruthy();
    },
  );

  it.each(['owner', 'admin', 'developer'] as const)('links the API docs for a %s', async (role) => {
    render(<DashboardPage />, { path: '/dashboard', user: { role } });
    await loaded();
    expect(screen.getByRole('link', { name: /API docs/ }).getAttribute('href')).toBe('/api/docs');
  });

  it('shows the four tiles with their counts, each linking to the filtered reports list', async () => {
    renderPage();
    await loaded();
    const expected = { VERIFIED: '1', DECLINED: '2', SUSPICIOUS: '3', RISKY: '4' };
    for (const [title, count] of Object.entries(expected)) {
      const link = tile(title);
      expect(link.getAttribute('href')).toBe(`/reports?status=${title}`);
      expect(within(link).getByTestId('outcome-count').textContent).toBe(count);
    }
  });

  it('opens the reports list filtered by the clicked tile', async () => {
    const router = renderPage();
    await loaded();
    await ui.click(tile('RISKY'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(router.state.location.pathname).toBe('/reports');
    expect(router.state.location.search).toBe('?status=RISKY');
  });

  it('lists one account-summary row per service under SERVICE, STATUS, FREE, PAID with a usage bar', async () => {
    renderPage();
    await loaded();
    const table = screen.getByRole('table', { name: 'Account Summary' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['SERVICE', 'STATUS', 'FREE', 'PAID']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toContain('Email Lookup');
    expect(cells.slice(1).map((c) => c.textContent)).toEqual(['Active', '90', '1,500']);
    const bar = within(rows[0] as HTMLElement).getByRole('progressbar', {
      name: 'Email Lookup free calls used',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 100 free calls used');
    // No free allowance: no bar.
    expect(within(rows[1] as HTMLElement).queryByRole('progressbar')).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['Inactive', '0', '0']);
  });

  it('lists the monthly billing summary current month first, in USD with the billing date', async () => {
    renderPage();
    await loaded();
    const entries = screen.getAllByTestId('billing-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.getAttribute('data-current')).toBe('true');
    expect(within(entries[0] as HTMLElement).getByTestId('billing-amount').textContent).toBe(
      '$12.50',
    );
    expect(within(entries[0] as HTMLElement).getByTestId('billing-date').textContent).toBe(
      '31/03/2025',
    );
    expect(within(entries[1] as HTMLElement).getByTestId('billing-amount').textContent).toBe(
      '$999.00',
    );
    expect(within(entries[1] as HTMLElement).getByTestId('billing-date').textContent).toBe(
      '28/02/2025',
    );
  });

  it('gives the chart a text alternative', async () => {
    renderPage();
    await loaded();
    expect(
      screen.getByRole('img', { name: /^Daily lookups by outcome, .*: 10 in all/ }),
    ).toBeTruthy();
    const alt = screen.getByRole('table', { name: /Daily lookups by outcome/ });
    expect(within(alt).getByText('05/01/2025')).toBeTruthy();
  });

  it('reloads with the new month when the month changes', async () => {
    renderPage();
    await loaded();
    const requests = recordRequests();
    answers.counts = counts(42);
    const month = await chooseJanuaryOfLastYear();
    expect(
      (screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement).value,
    ).toBe(monthLabel(month));
    await waitFor(() =>
      expect(within(tile('VERIFIED')).getByTestId('outcome-count').textContent).toBe('42'),
    );
    expect(countsOf(requests).map((url) => url.searchParams.get('month'))).toEqual([month]);
    expect(pathsOf(requests, '/account-summary')).toHaveLength(1);
    expect(pathsOf(requests, '/monthly-summary')).toHaveLength(1);
  });

  it('never lets a stale month overwrite a newer one', async () => {
    let answerStale: () => void = () => undefined;
    const stale = new Promise<void>((resolve) => (answerStale = resolve));
    answer('get /verification/counts', async ({ month }) => {
      if (month !== currentMonth()) return counts(7);
      await stale;
      return counts(999);
    });
    renderPage();
    await chooseJanuaryOfLastYear();
    await loaded();
    await waitFor(() =>
      expect(within(tile('VERIFIED')).getByTestId('outcome-count').textContent).toBe('7'),
    );
    answerStale();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(tile('VERIFIED')).getByTestId('outcome-count').textContent).toBe('7');
  });

  it('shows "Something went wrong" and empties the three panels when a load fails', async () => {
    renderPage();
    await loaded();
    answer('get /verification/counts', () => Promise.reject({ status: 500 }));
    await chooseJanuaryOfLastYear();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await loaded();
    for (const title of ['VERIFIED', 'DECLINED', 'SUSPICIOUS', 'RISKY'])
      expect(within(tile(title)).getByTestId('outcome-count').textContent).toBe('0');
    const table = screen.getByRole('table', { name: 'Account Summary' });
    expect(within(table).getByText('No Records Found')).toBeTruthy();
    expect(screen.queryAllByTestId('billing-entry')).toHaveLength(0);
    expect(screen.queryByTestId('daily-chart')).toBeNull();
  });

  it('shows 0 on every tile when the counts are missing', async () => {
    answers.counts = {};
    renderPage();
    await loaded();
    for (const title of ['VERIFIED', 'DECLINED', 'SUSPICIOUS', 'RISKY'])
      expect(within(tile(title)).getByTestId('outcome-count').textContent).toBe('0');
  });
});
