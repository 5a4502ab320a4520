import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { STORAGE_KEY } from '@pulse/auth';
import { ProfilePage } from './profile-page';

const getProfile = vi.fn();
const updateProfile = vi.fn();
const requestEmailChange = vi.fn();
const cancelEmailChange = vi.fn();
vi.mock('@pulse/api-client', () => ({
  cancelEmailChange: (...a: unknown[]) => cancelEmailChange(...a),
  getProfile: (...a: unknown[]) => getProfile(...a),
  updateProfile: (...a: unknown[]) => updateProfile(...a),
  requestEmailChange: (...a: unknown[]) => requestEmailChange(...a),
  errorText: (e: unknown, fallback: string) => (e instanceof Error ? e.message : fallback),
}));

const profile = {
  clientId: 'cl_1',
  role: 'owner',
  apiKey: 'pk_live_x',
  fullName: 'Ada Lovelace',
  email: 'ada@acme-corp.com',
  companyName: 'Acme Corp',
  contactNumber: '+441234567890',
  country: 'GB',
  pendingEmail: null as string | null,
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">{children}</ToastScope>
      </ToastProvider>
    </UiProvider>
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: { token: 'tok', apiKey: 'k' } }));
    getProfile.mockReset().mockResolvedValue(profile);
    updateProfile.mockReset();
    requestEmailChange.mockReset();
    cancelEmailChange.mockReset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows an error with Retry when the profile cannot be loaded', async () => {
    getProfile.mockRejectedValueOnce(new Error('down'));
    render(<ProfilePage />, { wrapper });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
  });

  it('validates with the sign-up messages and saves the changed profile', async () => {
    updateProfile.mockResolvedValue({ ...profile, fullName: 'Grace Hopper' });
    render(<ProfilePage />, { wrapper });
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Ada Lovelace');
    await user.clear(name);
    await user.type(name, ' ');
    fireEvent.blur(name);
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    const company = screen.getByLabelText(/Company name/);
    fireEvent.change(company, { target: { value: '' } });
    fireEvent.blur(company);
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    const contact = screen.getByLabelText(/Contact number/);
    fireEvent.change(contact, { target: { value: '' } });
    fireEvent.blur(contact);
    expect(await screen.findByText('Contact number is required')).toBeTruthy();
    fireEvent.change(company, { target: { value: 'Acme Corp' } });
    fireEvent.change(contact, { target: { value: '+441234567890' } });
    fireEvent.change(name, { target: { value: 'Grace Hopper' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({
        fullName: 'Grace Hopper',
        companyName: 'Acme Corp',
        contactNumber: '+441234567890',
        country: 'GB',
      }),
    );
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });

  it('locks the company details for a developer or viewer', async () => {
    getProfile.mockResolvedValue({ ...profile, role: 'viewer' });
    render(<ProfilePage />, { wrapper });
    expect(
      await screen.findByText('Only an owner or admin can change the company details.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Company name/) as HTMLInputElement).disabled).toBe(true);
  });

  it('asks for a confirmation link to the new address with the current password', async () => {
    requestEmailChange.mockResolvedValue({
      message:
        'We have sent a confirmation link to new@acme-corp.com. Your email address changes when you open it.',
    });
    render(<ProfilePage />, { wrapper });
    expect(await screen.findByText('ada@acme-corp.com')).toBeTruthy();
    const user = userEvent.setup();
    const email = screen.getByLabelText('New email');
    await user.type(email, 'someone@gmail.com');
    fireEvent.blur(email);
    expect(
      await screen.findByText(
        'Please enter a valid business email address, not from a free email provider.',
      ),
    ).toBeTruthy();
    fireEvent.change(email, { target: { value: 'new@acme-corp.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Str0ng!pass' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    });
    expect(
      await screen.findByText(
        'We have sent a confirmation link to new@acme-corp.com. Your email address changes when you open it.',
      ),
    ).toBeTruthy();
    expect(requestEmailChange).toHaveBeenCalledWith({
      newEmail: 'new@acme-corp.com',
      currentPassword: 'Str0ng!pass',
    });
  });

  it('shows the e-mail change waiting for its link, from the profile, after a request too', async () => {
    getProfile
      .mockResolvedValueOnce(profile)
      .mockResolvedValue({ ...profile, pendingEmail: 'new@acme-corp.com' });
    requestEmailChange.mockResolvedValue({ message: 'sent' });
    render(<ProfilePage />, { wrapper });
    expect(await screen.findByText('ada@acme-corp.com')).toBeTruthy();
    expect(screen.queryByTestId('pending-email')).toBeNull();
    fireEvent.change(screen.getByLabelText('New email'), {
      target: { value: 'new@acme-corp.com' },
    });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Str0ng!pass' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    });
    const pending = await screen.findByTestId('pending-email');
    expect(pending.textContent).toContain('Pending: new@acme-corp.com — confirmation sent');
  });

  it('cancels the pending change', async () => {
    getProfile.mockResolvedValue({ ...profile, pendingEmail: 'new@acme-corp.com' });
    cancelEmailChange.mockResolvedValue(undefined);
    render(<ProfilePage />, { wrapper });
    expect((await screen.findByTestId('pending-email')).textContent).toContain(
      'Pending: new@acme-corp.com — confirmation sent',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    });
    await waitFor(() => expect(screen.queryByTestId('pending-email')).toBeNull());
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the pending change and says so when cancelling fails', async () => {
    getProfile.mockResolvedValue({ ...profile, pendingEmail: 'new@acme-corp.com' });
    cancelEmailChange.mockRejectedValue(new Error('Too many requests. Please try again later.'));
    render(<ProfilePage />, { wrapper });
    await screen.findByTestId('pending-email');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    });
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByTestId('pending-email')).toBeTruthy();
  });
});
