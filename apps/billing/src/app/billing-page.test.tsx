import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@pulse/api-client';
import type * as PaymentsModule from '../features/payments/api/payments';
import type { BillingData } from '@pulse/api-client';
import { Activity } from 'react';
import { RenderAhead, currentMonth, monthLabel } from '@pulse/ui';
import { renderPage, signInForTest } from '../test/render';
import { BillingPage } from './billing-page';

const getBilling = vi.fn();
const getUsageAlerts = vi.fn();
vi.mock('@pulse/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  getBilling: (...args: unknown[]) => getBilling(...args),
  getUsageAlerts: (...args: unknown[]) => getUsageAlerts(...args),
}));
const listPayments = vi.fn();
vi.mock('../features/payments/api/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentsModule>()),
  listPayments: (...args: unknown[]) => listPayments(...args),
}));

const data: BillingData = {
  services: [
    {
      id: 'emailLookup',
      name: 'Email Lookup',
      freeCallsAvailable: 40,
      freeCallsUsed: 60,
      paidCallsAvailable: 1200,
      paidCallsUsed: 300,
      costPerCall: 2,
      totalServiceCost: 600,
    },
    {
      id: 'binLookup',
      name: 'BIN Lookup',
      freeCallsAvailable: 0,
      freeCallsUsed: 500,
      paidCallsAvailable: 24000,
      paidCallsUsed: 1000,
      costPerCall: 1,
      totalServiceCost: 1000,
    },
  ],
  totalRequests: 1860,
  totalCost: 1600,
};

const table = () => screen.getByRole('table', { name: 'Monthly billing' });

describe('BillingPage', () => {
  beforeEach(() => {
    signInForTest();
    getBilling.mockReset();
    getUsageAlerts.mockReset().mockResolvedValue([]);
    listPayments.mockReset().mockResolvedValue([]);
  });
  afterEach(() => vi.useRealTimers());

  it('loads the current month for the signed-in client and shows the cards and the seven columns', async () => {
    getBilling.mockResolvedValue(data);
    renderPage(<BillingPage />, '/billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement).value,
    ).toBe(monthLabel(currentMonth()));
    await screen.findByText('Email Lookup', { selector: 'td' });
    expect(getBilling).toHaveBeenCalledWith(
      { clientId: 'cl_123', month: currentMonth() },
      expect.anything(),
    );

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Service',
      'Free Calls (Available)',
      'Free Calls (Used)',
      'Paid Calls (Available)',
      'Paid Calls (Used)',
      'Cost Per Call',
      'Total Service Cost',
    ]);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Email Lookup', '40', '60', '1,200', '300', '$0.02', '$6.00'],
      ['BIN Lookup', '0', '500', '24,000', '1,000', '$0.01', '$10.00'],
    ]);
    expect(screen.getByLabelText('Total Calls: 1,860')).toBeTruthy();
    expect(screen.getByLabelText('Total Cost: $16.00')).toBeTruthy();
  });

  it('shows "No Records Found" when the month has no services', async () => {
    getBilling.mockResolvedValue({ services: [], totalRequests: 0, totalCost: 0 });
    renderPage(<BillingPage />, '/billing');
    expect(await within(table()).findByText('No Records Found')).toBeTruthy();
    expect(screen.getByLabelText('Total Cost: $0.00')).toBeTruthy();
  });

  it('clears the data and shows "No Records Found" when the load fails', async () => {
    getBilling.mockRejectedValue(new Error('down'));
    renderPage(<BillingPage />, '/billing');
    expect(await within(table()).findByText('No Records Found')).toBeTruthy();
    expect(screen.getByLabelText('Total Calls: N/A')).toBeTruthy();
    expect(screen.getByLabelText('Total Cost: N/A')).toBeTruthy();
  });

  it('reloads when the month changes, and a failed reload clears the previous figures', async () => {
    getBilling.mockResolvedValueOnce(data).mockRejectedValueOnce(new Error('down'));
    renderPage(<BillingPage />, '/billing');
    await screen.findByText('Email Lookup', { selector: 'td' });

    fireEvent.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous year' }));
    const year = new Date().getFullYear() - 1;
    fireEvent.click(screen.getByRole('button', { name: `March ${year}` }));

    await waitFor(() => expect(getBilling).toHaveBeenCalledTimes(2));
    expect(getBilling.mock.calls[1]?.[0]).toEqual({ clientId: 'cl_123', month: `${year}-03` });
    expect(await within(table()).findByText('No Records Found')).toBeTruthy();
    expect(screen.queryByText('Email Lookup', { selector: 'td' })).toBeNull();
  });

  it('ignores a stale answer that arrives after the month changed', async () => {
    const answers: ((value: BillingData) => void)[] = [];
    getBilling.mockImplementation(
      () => new Promise<BillingData>((resolve) => answers.push(resolve)),
    );
    renderPage(<BillingPage />, '/billing');
    await waitFor(() => expect(getBilling).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous year' }));
    const year = new Date().getFullYear() - 1;
    fireEvent.click(screen.getByRole('button', { name: `June ${year}` }));
    await waitFor(() => expect(getBilling).toHaveBeenCalledTimes(2));

    const june = {
      ...data,
      services: [{ ...(data.services[1] as BillingData['services'][number]), name: 'June BIN' }],
    };
    await act(async () => answers[1]?.(june));
    await act(async () => answers[0]?.(data));
    expect(screen.getByText('June BIN', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText('Email Lookup', { selector: 'td' })).toBeNull();
  });

  it('has the Top Up form and the payment history', async () => {
    getBilling.mockResolvedValue(data);
    renderPage(<BillingPage />, '/billing');
    expect(screen.getByRole('form', { name: 'Top Up' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Payment history' })).toBeTruthy();
    await waitFor(() => expect(listPayments).toHaveBeenCalled());
  });

  it('rendered ahead of a visit, lays out its loaded tables and alerts and asks the API nothing', async () => {
    // As the shell does it: hidden (no effect runs) and marked as a render ahead.
    renderPage(
      <Activity mode="hidden">
        <RenderAhead>
          <BillingPage />
        </RenderAhead>
      </Activity>,
      '/billing',
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const hidden = { hidden: true };
    const billing = screen.getByRole('table', { name: 'Monthly billing', ...hidden });
    expect(within(billing).getAllByRole('row', hidden)).toHaveLength(2);
    expect(billing.getAttribute('aria-busy')).toBe('false');
    const payments = screen.getByRole('table', { name: 'Payment history', ...hidden });
    expect(within(payments).getAllByRole('row', hidden)).toHaveLength(2);
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(getBilling).not.toHaveBeenCalled();
    expect(listPayments).not.toHaveBeenCalled();
    expect(getUsageAlerts).not.toHaveBeenCalled();
  });
});
