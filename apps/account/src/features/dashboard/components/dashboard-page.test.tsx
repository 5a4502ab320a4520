import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Activity } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from '@pulse/router';
import {
  RenderAhead,
  ToastProvider,
  ToastScope,
  UiProvider,
  currentMonth,
  monthLabel,
} from '@pulse/ui';
import { STORAGE_KEY } from '@pulse/auth';
import { DashboardPage } from './dashboard-page';

const api = vi.hoisted(() => ({
  getVerificationCountsResponse: vi.fn(),
  getAccountSummary: vi.fn(),
  getMonthlyBillingSummary: vi.fn(),
}));
vi.mock('@pulse/api-client', () => api);

const user = {
  token: 'tok',
  apiKey: 'pk_live_x',
  clientId: 'cl_123',
  services: { fraudEngine: true },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

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

/** `ahead`: as the shell renders a page ahead of a visit, hidden (no effect runs) and marked. */
function renderPage({ ahead = false } = {}) {
  const page = ahead ? (
    <Activity mode="hidden">
      <RenderAhead>
        <DashboardPage />
      </RenderAhead>
    </Activity>
  ) : (
    <DashboardPage />
  );
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: page },
      { path: '/reports', element: <p>reports list</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">{children}</ToastScope>
      </ToastProvider>
    </UiProvider>
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const loaded = () => screen.findByTestId('dashboard-panels');
const tile = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

async function chooseJanuaryOfLastYear() {
  fireEvent.click(screen.getByRole('textbox', { name: 'Choose a month' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Previous year' }));
  const year = new Date().getFullYear() - 1;
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: `January ${year}` }));
  });
  return `${year}-01`;
}

describe('DashboardPage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
    api.getVerificationCountsResponse.mockReset().mockResolvedValue(counts(1));
    api.getAccountSummary.mockReset().mockResolvedValue(account.accountSummary);
    api.getMonthlyBillingSummary.mockReset().mockResolvedValue(billing.billingSummary);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
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
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeTruthy();
    // All three requests are out before any has answered.
    expect(api.getVerificationCountsResponse).toHaveBeenCalledWith(
      { clientId: 'cl_123', month: currentMonth(), mode: 'live' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(api.getAccountSummary).toHaveBeenCalledWith({ clientId: 'cl_123' }, expect.anything());
    expect(api.getMonthlyBillingSummary).toHaveBeenCalledWith(
      { clientId: 'cl_123' },
      expect.anything(),
    );
    await loaded();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).toBeNull();
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
    await act(async () => {
      fireEvent.click(tile('RISKY'));
    });
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
    api.getVerificationCountsResponse.mockResolvedValue(counts(42));
    const month = await chooseJanuaryOfLastYear();
    expect(
      (screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement).value,
    ).toBe(monthLabel(month));
    expect(api.getVerificationCountsResponse).toHaveBeenLastCalledWith(
      { clientId: 'cl_123', month, mode: 'live' },
      expect.anything(),
    );
    expect(api.getAccountSummary).toHaveBeenCalledTimes(2);
    expect(api.getMonthlyBillingSummary).toHaveBeenCalledTimes(2);
    await loaded();
    await waitFor(() =>
      expect(within(tile('VERIFIED')).getByTestId('outcome-count').textContent).toBe('42'),
    );
  });

  it('never lets a stale month overwrite a newer one', async () => {
    let answerStale: (v: unknown) => void = () => undefined;
    api.getVerificationCountsResponse
      .mockReset()
      .mockReturnValueOnce(new Promise((resolve) => (answerStale = resolve)))
      .mockResolvedValue(counts(7));
    renderPage();
    await chooseJanuaryOfLastYear();
    await loaded();
    await act(async () => answerStale(counts(999)));
    expect(within(tile('VERIFIED')).getByTestId('outcome-count').textContent).toBe('7');
  });

  it('shows "Something went wrong" and empties the three panels when a load fails', async () => {
    renderPage();
    await loaded();
    api.getVerificationCountsResponse.mockRejectedValue(new Error('500'));
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
    api.getVerificationCountsResponse.mockResolvedValue({});
    renderPage();
    await loaded();
    for (const title of ['VERIFIED', 'DECLINED', 'SUSPICIOUS', 'RISKY'])
      expect(within(tile(title)).getByTestId('outcome-count').textContent).toBe('0');
  });

  it('rendered ahead of a visit, lays out its panels with zero counts and asks the API nothing', async () => {
    renderPage({ ahead: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const hidden = { hidden: true };
    expect(screen.getByTestId('dashboard-panels')).toBeTruthy();
    expect(screen.queryByText('Loading dashboard')).toBeNull();
    const counts = screen.getAllByTestId('outcome-count').map((c) => c.textContent);
    expect(counts).toEqual(['0', '0', '0', '0']);
    const summary = screen.getByRole('table', { name: 'Account Summary', ...hidden });
    expect(within(summary).getAllByRole('row', hidden)).toHaveLength(2);
    expect(screen.getAllByTestId('billing-entry')).toHaveLength(2);
    expect(api.getVerificationCountsResponse).not.toHaveBeenCalled();
    expect(api.getAccountSummary).not.toHaveBeenCalled();
    expect(api.getMonthlyBillingSummary).not.toHaveBeenCalled();
  });
});
