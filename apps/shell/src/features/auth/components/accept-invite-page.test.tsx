import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signInAs } from '../../../test/render';
import { answer, type Answer } from '@pulse/test-utils';
import { AcceptInvitePage } from './accept-invite-page';

/** The mock API's endpoints the invitation page calls. */
const api = {
  readInvitation: vi.fn<Answer>(),
  acceptInvitation: vi.fn<Answer>(),
  getProfile: vi.fn<Answer>(),
};

const renderPage = (token = 'tok-123') =>
  renderRoutes(
    [
      { path: '/invite/:token', element: <AcceptInvitePage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/', element: <p>Sign-in page</p> },
    ],
    `/invite/${token}`,
  );

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const user = userEvent.setup({ delay: null });
/** Empties the field, then types `value` once. */
async function type(label: RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

const PREVIEW = {
  companyName: 'Acme Corp',
  email: 'dora@acme-corp.com',
  role: 'developer',
  expiresAt: '2026-12-01T10:00:00.000Z',
};

describe('AcceptInvitePage', () => {
  beforeEach(() => {
    signInAs(null);
    for (const fn of Object.values(api)) fn.mockReset();
    answer('post /invitations/read', api.readInvitation);
    answer('post /invitations/accept', api.acceptInvitation);
    answer('get /user-data/profile', api.getProfile);
  });

  it('shows the company, e-mail and role, checks the passwords and signs the new member in', async () => {
    api.readInvitation.mockResolvedValue(PREVIEW);
    api.acceptInvitation.mockResolvedValue({
      token: 'session-1',
      expiresIn: 3600,
      user: {
        fullName: 'Dora Dev',
        email: 'dora@acme-corp.com',
        companyName: 'Acme Corp',
        clientId: 'cl_1',
        role: 'developer',
        services: { fraudEngine: false },
        fraudEngineServices: {},
      },
    });
    api.getProfile.mockResolvedValue({
      clientId: 'cl_1',
      role: 'developer',
      apiKey: 'pk_live_1',
      fullName: 'Dora Dev',
      email: 'dora@acme-corp.com',
      companyName: 'Acme Corp',
      services: { fraudEngine: false },
      fraudEngineServices: {},
    });
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Acme Corp' })).toBeTruthy();
    expect(screen.getByText('Developer')).toBeTruthy();
    expect(screen.getByTestId('invite-email').textContent).toBe('dora@acme-corp.com');
    expect(api.readInvitation).toHaveBeenCalledWith({}, { token: 'tok-123' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    await type(/^Full name/, 'Dora Dev');
    await type(/^Password/, 'weakpass');
    await user.tab();
    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeTruthy();
    await type(/^Password/, 'Str0ng!pass');
    await type(/^Confirm password/, 'Str0ng!pas');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(api.acceptInvitation).not.toHaveBeenCalled();

    await type(/^Confirm password/, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.acceptInvitation).toHaveBeenCalledWith(
      {},
      { token: 'tok-123', fullName: 'Dora Dev', password: 'Str0ng!pass' },
      expect.anything(),
    );
    expect(api.getProfile).toHaveBeenCalledWith(
      {},
      undefined,
      expect.objectContaining({ authorization: 'Bearer session-1' }),
    );
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}');
    expect(stored.user).toMatchObject({ token: 'session-1', role: 'developer' });
  });

  it.each([
    [
      'INVITATION_EXPIRED',
      410,
      'Invitation expired',
      'This invitation has expired. Ask the person who invited you to send a new one.',
    ],
    [
      'INVITATION_USED',
      410,
      'Invitation already used',
      'This invitation has already been used. Sign in with your email and password.',
    ],
    [
      'INVITATION_REVOKED',
      410,
      'Invitation withdrawn',
      'This invitation has been withdrawn. Ask the person who invited you for a new one.',
    ],
    ['INVITATION_NOT_FOUND', 404, 'Invitation not found', 'This invitation link is not valid.'],
  ])(
    'a link that cannot be used (%s) says why and offers sign in',
    async (code, status, title, text) => {
      api.readInvitation.mockRejectedValue({ status, body: { code, error: text } });
      renderPage();
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
    },
  );

  it('a failed load shows the error with Retry', async () => {
    // A server error without a text of its own.
    api.readInvitation.mockRejectedValueOnce({ status: 500, body: {} });
    api.readInvitation.mockResolvedValueOnce(PREVIEW);
    renderPage();
    expect(await screen.findByText('The invitation could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Join Acme Corp' })).toBeTruthy();
  });

  it('a link used meanwhile (another tab) switches to the used state on submit', async () => {
    api.readInvitation.mockResolvedValue(PREVIEW);
    api.acceptInvitation.mockRejectedValue({
      status: 410,
      body: {
        code: 'INVITATION_USED',
        error: 'This invitation has already been used. Sign in with your email and password.',
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Join Acme Corp' });
    await type(/^Full name/, 'Dora Dev');
    await type(/^Password/, 'Str0ng!pass');
    await type(/^Confirm password/, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('heading', { name: 'Invitation already used' })).toBeTruthy();
  });
});
