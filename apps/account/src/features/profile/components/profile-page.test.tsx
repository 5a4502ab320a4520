import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { ProfilePage } from './profile-page';

/** What the mock API answers, as the page's calls reach it (a throw answers 500 with its text). */
const getProfile = vi.fn();
const updateProfile = vi.fn();
const requestEmailChange = vi.fn();
const cancelEmailChange = vi.fn();

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

function render() {
  return renderPage(<ProfilePage />, { path: '/settings/profile' }).user;
}

describe('ProfilePage', () => {
  beforeEach(() => {
    getProfile.mockReset().mockResolvedValue(profile);
    updateProfile.mockReset();
    requestEmailChange.mockReset();
    cancelEmailChange.mockReset();
    answer('get /user-data/profile', () => getProfile());
    answer('patch /user-data/profile', (_args, change) => updateProfile(change));
    answer('post /user-data/email-change', (_args, body) => requestEmailChange(body));
    answer('delete /user-data/email-change', () => cancelEmailChange());
  });

  it('shows an error with Retry when the profile cannot be loaded', async () => {
    getProfile.mockRejectedValueOnce(new Error('down'));
    const user = render();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
  });

  it('validates with the sign-up messages and saves the changed profile', async () => {
    updateProfile.mockResolvedValue({ ...profile, fullName: 'Grace Hopper' });
    const user = render();
    const name = await screen.findByDisplayValue('Ada Lovelace');
    await user.clear(name);
    await user.type(name, ' ');
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    const company = screen.getByLabelText(/Company name/);
    await user.clear(company);
    await user.tab();
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    const contact = screen.getByLabelText(/Contact number/);
    await user.clear(contact);
    await user.tab();
    expect(await screen.findByText('Contact number is required')).toBeTruthy();
    await user.clear(company);
    await user.type(company, 'Acme Corp');
    await user.clear(contact);
    await user.type(contact, '+441234567890');
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
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
    render();
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
    const user = render();
    expect(await screen.findByText('ada@acme-corp.com')).toBeTruthy();
    const email = screen.getByLabelText('New email');
    await user.type(email, 'someone@gmail.com');
    await user.tab();
    expect(
      await screen.findByText(
        'Please enter a valid business email address, not from a free email provider.',
      ),
    ).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'new@acme-corp.com');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
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
    const user = render();
    expect(await screen.findByText('ada@acme-corp.com')).toBeTruthy();
    expect(screen.queryByTestId('pending-email')).toBeNull();
    await user.clear(screen.getByLabelText('New email'));
    await user.type(screen.getByLabelText('New email'), 'new@acme-corp.com');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const pending = await screen.findByTestId('pending-email');
    expect(pending.textContent).toContain('Pending: new@acme-corp.com — confirmation sent');
  });

  it('cancels the pending change', async () => {
    getProfile.mockResolvedValue({ ...profile, pendingEmail: 'new@acme-corp.com' });
    cancelEmailChange.mockResolvedValue(undefined);
    const user = render();
    expect((await screen.findByTestId('pending-email')).textContent).toContain(
      'Pending: new@acme-corp.com — confirmation sent',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-email')).toBeNull());
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the pending change and says so when cancelling fails', async () => {
    getProfile.mockResolvedValue({ ...profile, pendingEmail: 'new@acme-corp.com' });
    cancelEmailChange.mockRejectedValue(new Error('Too many requests. Please try again later.'));
    const user = render();
    await screen.findByTestId('pending-email');
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByTestId('pending-email')).toBeTruthy();
  });
});
