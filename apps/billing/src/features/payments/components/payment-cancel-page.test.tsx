import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { PaymentCancelPage } from './payment-cancel-page';

describe('PaymentCancelPage', () => {
  it('shows every text of spec §2 and both buttons', () => {
    renderPage(<PaymentCancelPage />, '/payment-cancel');
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(
      screen.getByText(
        "Your payment was cancelled. Don't worry, no charges have been made to your account.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Need help? Contact our support team for assistance.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Reason')).toBeNull();
    expect(screen.queryByText('Session ID')).toBeNull();
  });

  it('shows the reason and the session_id of the query, each when present', () => {
    const first = renderPage(
      <PaymentCancelPage />,
      '/payment-cancel?reason=Your%20card%20was%20declined.&session_id=cs_42',
    );
    expect(screen.getByText('Reason')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Session ID')).toBeTruthy();
    expect(screen.getByText('cs_42')).toBeTruthy();
    first.unmount();

    renderPage(<PaymentCancelPage />, '/payment-cancel?session_id=cs_43');
    expect(screen.getByText('cs_43')).toBeTruthy();
    expect(screen.queryByText('Reason')).toBeNull();
  });

  it("puts a declined card's code in words and keeps the code as a detail", () => {
    renderPage(<PaymentCancelPage />, '/payment-cancel?reason=card_declined&session_id=cs_44');
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Code')).toBeTruthy();
    expect(screen.getByText('card_declined')).toBeTruthy();
    expect(screen.getByText('Payment Cancelled')).toBeTruthy();
  });

  it('Try Again goes to /billing and Back to Dashboard to /dashboard', async () => {
    const a = renderPage(<PaymentCancelPage />, '/payment-cancel');
    await a.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(a.router.state.location.pathname).toBe('/billing');
    a.unmount();
    const b = renderPage(<PaymentCancelPage />, '/payment-cancel');
    await b.user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(b.router.state.location.pathname).toBe('/dashboard');
  });
});
