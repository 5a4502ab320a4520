import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import type { Payment } from '../api/types';
import { CONFIRMATION_POLL } from '../hooks/use-payment-confirmation';
import { PaymentSuccessPage } from './payment-success-page';

/**
 * The mock API's GET /payments/{sessionId}: given the session id, the payment; a rejection
 * `{ status, body }` answers that status (any other rejection a 500).
 */
const getPayment = vi.fn<(sessionId: string) => Payment | Promise<Payment>>();

const pending: Payment = {
  sessionId: 'cs_1',
  status: 'pending',
  serviceType: 'emailLookup',
  serviceName: 'Email Lookup',
  quantity: 1000,
  amount: 2000,
  currency: 'usd',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  creditedCalls: 0,
};
const paid: Payment = {
  ...pending,
  status: 'paid',
  paidAt: '2026-11-20T10:01:00.000Z',
  creditedCalls: 1000,
};

/** Lets the polling loop run through its waits. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('PaymentSuccessPage', () => {
  beforeEach(() => {
    getPayment.mockReset();
    answer('get /payments/:sessionId', ({ sessionId }) => getPayment(String(sessionId)));
  });
  afterEach(() => vi.useRealTimers());

  it('shows every text of spec §2; Continue to Dashboard goes to /dashboard', async () => {
    const { router, user } = renderPage(<PaymentSuccessPage />, '/payment-success');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Thank you for your purchase. Your payment has been processed successfully.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('You will receive a confirmation email shortly.')).toBeTruthy();
    expect(getPayment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('polls the session until it is paid, then shows what was credited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValue(paid);
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_1');
    expect(screen.getByRole('status', { name: 'Confirming your payment' })).toBeTruthy();
    await advance(CONFIRMATION_POLL.intervalMs * 3);
    const credited = await screen.findByRole('region', { name: 'Credited to your account' });
    expect(within(credited).getByText('Email Lookup')).toBeTruthy();
    expect(within(credited).getByText('1,000')).toBeTruthy();
    expect(within(credited).getByText('$20.00')).toBeTruthy();
    expect(getPayment).toHaveBeenCalledTimes(3);
    expect(getPayment.mock.calls[0]?.[0]).toBe('cs_1');
  });

  it('stops after the bounded number of tries and says the payment is still pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment.mockResolvedValue(pending);
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_1');
    await advance(CONFIRMATION_POLL.intervalMs * (CONFIRMATION_POLL.maxTries + 2));
    expect(await screen.findByText('Your payment is still being confirmed.')).toBeTruthy();
    expect(getPayment).toHaveBeenCalledTimes(CONFIRMATION_POLL.maxTries);
  });

  it('says so when the payment failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment.mockResolvedValue({ ...pending, status: 'failed' });
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_1');
    expect(await screen.findByText('This payment was not completed.')).toBeTruthy();
    await advance(CONFIRMATION_POLL.intervalMs * 3);
    expect(getPayment).toHaveBeenCalledTimes(1);
  });

  it('says so when the session is unknown (404), without retrying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment.mockRejectedValue({ status: 404, body: { error: 'Not found' } });
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_x');
    expect(await screen.findByText('We could not find this payment.')).toBeTruthy();
    await advance(CONFIRMATION_POLL.intervalMs * 3);
    expect(getPayment).toHaveBeenCalledTimes(1);
  });

  it("says so at once when the session is not this client's (403)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment.mockRejectedValue({ status: 403, body: { error: 'Forbidden' } });
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_other');
    expect(await screen.findByText('We could not find this payment.')).toBeTruthy();
    await advance(CONFIRMATION_POLL.intervalMs * 3);
    expect(getPayment).toHaveBeenCalledTimes(1);
  });

  it('counts a 5xx as a try and asks again after it, up to the bounded number of tries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment
      .mockResolvedValueOnce(pending)
      .mockRejectedValue({ status: 503, body: { error: 'Unavailable' } });
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_1');
    await advance(CONFIRMATION_POLL.intervalMs * (CONFIRMATION_POLL.maxTries + 2));
    expect(await screen.findByText('Your payment is still being confirmed.')).toBeTruthy();
    expect(getPayment).toHaveBeenCalledTimes(CONFIRMATION_POLL.maxTries);
  });

  it('goes on after a 5xx and shows the payment once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getPayment
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(pending)
      .mockResolvedValue(paid);
    renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_1');
    await advance(CONFIRMATION_POLL.intervalMs * 3);
    expect(await screen.findByRole('region', { name: 'Credited to your account' })).toBeTruthy();
    expect(getPayment).toHaveBeenCalledTimes(3);
  });
});
