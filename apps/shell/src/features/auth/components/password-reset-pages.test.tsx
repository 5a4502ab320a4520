import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { answer, type Answer } from '@pulse/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { ConfirmEmailChangePage } from './confirm-email-change-page';
import { LoginPage } from './login-page';

/** The mock API's endpoints these pages call. */
const api = {
  forgotPassword: vi.fn<Answer>(),
  resetPassword: vi.fn<Answer>(),
  checkResetToken: vi.fn<Answer>(),
  confirmEmailChange: vi.fn<Answer>(),
};

const routes = [
  { path: '/', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/confirm-email-change', element: <ConfirmEmailChangePage /> },
];

const user = userEvent.setup({ delay: null });
/** Empties the field, types `value` once, then leaves the field (Tab). */
async function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.tab();
}

const refusal = (error: string, code: string) => ({ status: 400, body: { error, code } });

describe('password reset pages', () => {
  beforeEach(() => {
    api.forgotPassword.mockReset();
    api.resetPassword.mockReset();
    api.checkResetToken.mockReset();
    api.checkResetToken.mockResolvedValue({ valid: true });
    api.confirmEmailChange.mockReset();
    answer('post /auth/forgot-password', api.forgotPassword);
    answer('post /auth/reset-password', api.resetPassword);
    answer('post /auth/reset-password/check', api.checkResetToken);
    answer('post /auth/confirm-email-change', api.confirmEmailChange);
  });

  it('the sign-in page links to the request form', async () => {
    renderRoutes(routes, '/');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot your password?')).toBeTruthy();
  });

  it('asks for the address and shows the same answer whatever it is', async () => {
    api.forgotPassword.mockResolvedValue({
      message:
        'If an account exists for this email address, we have sent a link to reset its password.',
    });
    renderRoutes(routes, '/forgot-password');
    expect(
      screen.getByText('Enter your email and we will send you a link to reset your password.'),
    ).toBeTruthy();
    await type(/Email/, 'not-an-address');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await type(/Email/, 'ana@acme-corp.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(api.forgotPassword).toHaveBeenCalledWith(
      {},
      { email: 'ana@acme-corp.com' },
      expect.anything(),
    );
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(
      screen.getByText(
        'If an account exists for this email address, we have sent a link to reset its password.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The link is valid for 30 minutes and works once.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign in' })).toBeTruthy();
  });

  it('sets a new password under the sign-up rules and returns to sign-in', async () => {
    api.resetPassword.mockResolvedValue({
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    renderRoutes(routes, '/reset-password?token=abc');
    expect(screen.getByText('Set a new password')).toBeTruthy();
    expect(screen.getByText('Checking your reset link...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(api.checkResetToken).toHaveBeenCalledWith({}, { token: 'abc' }, expect.anything());
    expect(screen.getByText('Choose a new password for your Pulse account.')).toBeTruthy();
    await type(/^New password/, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await type(/^New password/, 'N3w#password');
    await type(/^Confirm new password/, 'N3w#passwor');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    await type(/^Confirm new password/, '');
    expect(await screen.findByText('Please confirm your password')).toBeTruthy();
    await type(/^Confirm new password/, 'N3w#password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(api.resetPassword).toHaveBeenCalledWith(
      {},
      { token: 'abc', password: 'N3w#password' },
      expect.anything(),
    );
    expect(
      await screen.findByText(
        'Your password has been reset. Please sign in with your new password.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Get Started')).toBeTruthy());
  });

  it('a link used meanwhile says so on submit and offers a new one', async () => {
    api.resetPassword.mockRejectedValue(
      refusal('This password reset link is invalid or has expired.', 'INVALID_RESET_TOKEN'),
    );
    renderRoutes(routes, '/reset-password?token=used');
    await screen.findByRole('button', { name: 'Reset password' });
    await type(/^New password/, 'N3w#password');
    await type(/^Confirm new password/, 'N3w#password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('a used or expired link shows the message and a new-link offer instead of the form', async () => {
    api.checkResetToken.mockRejectedValue(
      refusal('This password reset link is invalid or has expired.', 'INVALID_RESET_TOKEN'),
    );
    renderRoutes(routes, '/reset-password?token=used');
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('a link without a token is invalid without asking the API', async () => {
    renderRoutes(routes, '/reset-password');
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy();
    expect(api.checkResetToken).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('a failed check offers a retry', async () => {
    api.checkResetToken.mockRejectedValueOnce({ status: 0 });
    renderRoutes(routes, '/reset-password?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeTruthy();
  });

  it('confirms an e-mail change once, or says why not', async () => {
    api.confirmEmailChange.mockResolvedValue({ message: 'Your email address has been changed.' });
    const ok = renderRoutes(routes, '/confirm-email-change?token=t1');
    expect(screen.getByText('Confirming your new email address...')).toBeTruthy();
    expect(await screen.findByText('Email Address Changed')).toBeTruthy();
    expect(
      screen.getByText('Your email address has been changed. Use it the next time you sign in.'),
    ).toBeTruthy();
    expect(api.confirmEmailChange).toHaveBeenCalledTimes(1);
    ok.unmount();

    api.confirmEmailChange.mockRejectedValue(
      refusal('This confirmation link is invalid or has expired.', 'INVALID_EMAIL_CHANGE_TOKEN'),
    );
    renderRoutes(routes, '/confirm-email-change?token=t2');
    expect(await screen.findByText('Email Change Failed')).toBeTruthy();
    expect(screen.getByText('This confirmation link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });
});
