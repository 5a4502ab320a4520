import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingData } from '@pulse/api-client';
import { currentMonth, monthLabel } from '@pulse/ui';
import { renderPage } from '../test/render';
import { answer } from '@pulse/test-utils';
import { BillingPage } from './billing-page';

// What the mock API answers (test/server.ts): GET /billing, /billing/balance-warnings and /payments.
const getBilling = vi.fn();
const getBalanceWarnings = vi.fn();
const listPayments = vi.fn();

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
    answer('get /billing', (query) => getBilling(query));
    answer('get /billing/balance-warnings', () => getBalanceWarnings());
    answer('get /payments', () => listPayments());
    getBilling.mockReset();
    getBalanceWarnings.mockReset().mockResolvedValue([]);
    listPayments.mockReset().mockResolvedValue([]);
  });
  afterEach(() => vi.useRealTimers());

  it('loads the current month for the signed-in client and shows the cards and the seven columns', async () => {
    getBilling.mockResolvedValue(data);
    renderPage(<BillingPage />, '/billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Balance warnings' })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement).value,
    ).toBe(monthLabel(currentMonth()));
    await screen.findByText('Email Lookup', { selector: 'td' });
    expect(getBilling).toHaveBeenCalledWith({ clientId: 'cl_123', month: currentMonth() });

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
    const { user } = renderPage(<BillingPage />, '/billing');
    await screen.findByText('Email Lookup', { selector: 'td' });

    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    await user.click(await screen.findByRole('button', { name: 'Previous year' }));
    const year = new Date().getFullYear() - 1;
    await user.click(screen.getByRole('button', { name: `March ${year}` }));

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
    const { user } = renderPage(<BillingPage />, '/billing');
    await waitFor(() => expect(getBilling).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    await user.click(await screen.findByRole('button', { name: 'Previous year' }));
    const year = new Date().getFullYear() - 1;
    await user.click(screen.getByRole('button', { name: `June ${year}` }));
    await waitFor(() => expect(getBilling).toHaveBeenCalledTimes(2));

    const june = {
      ...data,
      services: [{ ...(data.services[1] as BillingData['services'][number]), name: 'June BIN' }],
    };
    await act(async () => answers[1]?.(june));
    await act(async () => answers[0]?.(data));
    // The query cache renders an answer on its own schedule: wait for June's, then check the
    // older month's answer (resolved after it) did not replace it.
    expect(await screen.findByText('June BIN', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText('Email Lookup', { selector: 'td' })).toBeNull();
  });

  it('has the Top Up form and the payment history', async () => {
    getBilling.mockResolvedValue(data);
    renderPage(<BillingPage />, '/billing');
    expect(screen.getByRole('form', { name: 'Top Up' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Payment history' })).toBeTruthy();
    await waitFor(() => expect(listPayments).toHaveBeenCalled());
  });
});
