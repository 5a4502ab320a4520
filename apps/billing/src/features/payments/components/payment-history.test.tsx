import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import type { Payment } from '../api/types';
import { PaymentHistory } from './payment-history';

const listPayments = vi.fn();
const getReceiptHtml = vi.fn();
/** The mock API's payment routes, answered by the two functions above. */
function servePayments() {
  answer('get /payments', () => listPayments());
  answer('get /payments/:id/receipt', async ({ id }) =>
    HttpResponse.html(String(await getReceiptHtml(id))),
  );
}

const paid: Payment = {
  sessionId: 'cs_paid',
  status: 'paid',
  serviceType: 'binLookup',
  serviceName: 'BIN Lookup',
  quantity: 25000,
  amount: 25000,
  currency: 'usd',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  creditedCalls: 25000,
};
const cancelled: Payment = {
  ...paid,
  sessionId: 'cs_cancel',
  status: 'cancelled',
  paidAt: null,
  creditedCalls: 0,
  serviceName: 'Email Lookup',
  quantity: 500,
  amount: 1000,
};

describe('PaymentHistory', () => {
  beforeEach(() => {
    servePayments();
    listPayments.mockReset();
    getReceiptHtml.mockReset();
  });

  it('lists date, service, quantity, amount and status, with a Receipt link for paid ones only', async () => {
    listPayments.mockResolvedValue([paid, cancelled]);
    renderPage(<PaymentHistory />);
    const table = screen.getByRole('table', { name: 'Payment history' });
    await within(table).findByText('BIN Lookup');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells[0]?.slice(1)).toEqual(['BIN Lookup', '25,000', '$250.00', 'Paid', 'Receipt']);
    expect(cells[0]?.[0]).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}:\d{2}$/);
    expect(cells[1]?.slice(1)).toEqual(['Email Lookup', '500', '$10.00', 'Cancelled', '']);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Receipt' });
    expect(link.getAttribute('href')).toBe('/api/payments/cs_paid/receipt');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens the receipt, fetched with the session, in a new tab', async () => {
    listPayments.mockResolvedValue([paid]);
    getReceiptHtml.mockResolvedValue('<html><head></head><body>Receipt</body></html>');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPage(<PaymentHistory />);
    await user.click(await screen.findByRole('link', { name: 'Receipt' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(getReceiptHtml).toHaveBeenCalledWith('cs_paid');
  });

  it('shows "No Records Found" without payments and says so when the history cannot be loaded', async () => {
    listPayments.mockResolvedValueOnce([]);
    const first = renderPage(<PaymentHistory />);
    expect(await screen.findByText('No Records Found')).toBeTruthy();
    first.unmount();
    listPayments.mockRejectedValueOnce(new Error('down'));
    renderPage(<PaymentHistory />);
    expect(await screen.findByText('Payment history could not be loaded')).toBeTruthy();
  });
});

describe('PaymentHistory of one month', () => {
  beforeEach(() => {
    servePayments();
    listPayments.mockReset();
  });

  it('lists only the payments of the chosen month, and says when there are none', async () => {
    const october: Payment = {
      ...paid,
      sessionId: 'cs_october',
      serviceName: 'IP Lookup',
      createdAt: '2026-10-02T10:00:00.000Z',
      paidAt: '2026-10-02T10:01:00.000Z',
    };
    listPayments.mockResolvedValue([paid, october]);
    const first = renderPage(<PaymentHistory month="2026-10" />, '/billing');
    expect(await screen.findByText('IP Lookup')).toBeTruthy();
    expect(screen.queryByText('BIN Lookup')).toBeNull();
    first.unmount();
    renderPage(<PaymentHistory month="2026-09" />, '/billing');
    expect(await screen.findByText('No payments this month')).toBeTruthy();
  });
});
