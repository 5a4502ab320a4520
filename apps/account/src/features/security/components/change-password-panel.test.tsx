import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import { ChangePasswordPanel } from './change-password-panel';

/** What the mock API is sent, and answers, for POST /user-data/change-password. */
const changePassword = vi.fn();

let user: ReturnType<typeof renderPage>['user'];
const render = (ui = <ChangePasswordPanel />) => {
  user = renderPage(ui, { path: '/settings/security' }).user;
};

/** Types `value` once into an emptied field, then leaves it (Tab) as a person would. */
async function fill(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.tab();
}

describe('ChangePasswordPanel', () => {
  beforeEach(() => {
    changePassword.mockReset();
    answer('post /user-data/change-password', (_args, body) => changePassword(body));
  });

  it('applies the sign-up rules to the new password and asks for the same one twice', async () => {
    render();
    expect(
      screen.getByText(
        'Signing in elsewhere ends when you change your password; this browser stays signed in.',
      ),
    ).toBeTruthy();
    await fill(/^Current password/, '');
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    await fill(/^New password/, 'short');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    await fill(/^New password/, 'nouppercase1!');
    expect(
      await screen.findByText('New password must contain at least one uppercase letter'),
    ).toBeTruthy();
    await fill(/^New password/, 'N3w#password');
    await fill(/^Confirm new password/, 'N3w#passwore');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    await fill(/^Confirm new password/, '');
    expect(await screen.findByText('Please confirm your new password')).toBeTruthy();
  });

  it('sends the current and new password and says the other sessions ended', async () => {
    changePassword.mockResolvedValue(undefined);
    const onChanged = vi.fn();
    render(<ChangePasswordPanel onChanged={onChanged} />);
    await fill(/^Current password/, 'Str0ng!pass');
    await fill(/^New password/, 'N3w#password');
    await fill(/^Confirm new password/, 'N3w#password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
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
    changePassword.mockRejectedValue(new Error('Current password is incorrect.'));
    render();
    await fill(/^Current password/, 'Wrong#pass1');
    await fill(/^New password/, 'N3w#password');
    await fill(/^Confirm new password/, 'N3w#password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
  });
});
