import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { ChangePasswordPanel } from './change-password-panel';

const changePassword = vi.fn();
// A refusal is modelled as an answer the wrapper turns into a thrown error, so no rejected
// promise ever sits in the spy's recorded results.
vi.mock('@pulse/api-client', () => ({
  changePassword: async (b: unknown) => {
    const answer = (await changePassword(b)) as { refused?: string } | undefined;
    if (answer?.refused) throw new Error(answer.refused);
  },
  errorText: (e: unknown, fallback: string) => (e instanceof Error ? e.message : fallback),
}));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">{children}</ToastScope>
      </ToastProvider>
    </UiProvider>
  );
}

const fill = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ChangePasswordPanel', () => {
  beforeEach(() => changePassword.mockReset());
  afterEach(cleanup);

  it('applies the sign-up rules to the new password and asks for the same one twice', async () => {
    render(<ChangePasswordPanel />, { wrapper });
    expect(
      screen.getByText(
        'Signing in elsewhere ends when you change your password; this browser stays signed in.',
      ),
    ).toBeTruthy();
    fill(/^Current password/, '');
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    fill(/^New password/, 'short');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    fill(/^New password/, 'nouppercase1!');
    expect(
      await screen.findByText('New password must contain at least one uppercase letter'),
    ).toBeTruthy();
    fill(/^New password/, 'N3w#password');
    fill(/^Confirm new password/, 'N3w#passwore');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    fill(/^Confirm new password/, '');
    expect(await screen.findByText('Please confirm your new password')).toBeTruthy();
  });

  it('sends the current and new password and says the other sessions ended', async () => {
    changePassword.mockResolvedValue(undefined);
    const onChanged = vi.fn();
    render(<ChangePasswordPanel onChanged={onChanged} />, { wrapper });
    fill(/^Current password/, 'Str0ng!pass');
    fill(/^New password/, 'N3w#password');
    fill(/^Confirm new password/, 'N3w#password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'Str0ng!pass',
      newPassword: 'N3w#password',
    });
    expect(
      await screen.findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeTruthy();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('shows the server refusal of a wrong current password', async () => {
    changePassword.mockResolvedValue({ refused: 'Current password is incorrect.' });
    render(<ChangePasswordPanel />, { wrapper });
    fill(/^Current password/, 'Wrong#pass1');
    fill(/^New password/, 'N3w#password');
    fill(/^Confirm new password/, 'N3w#password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
  });
});
