import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { answer, type Answer } from '@pulse/test-utils';
import { LoginPage } from './login-page';

/** The mock API's endpoints the login page calls. */
const api = {
  login: vi.fn<Answer>(),
  getProfile: vi.fn<Answer>(),
  resendVerificationEmail: vi.fn<Answer>(),
};

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    '/',
  );

const user = userEvent.setup({ delay: null });
/** Empties the field, then types `value` once. */
async function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('LoginPage', () => {
  beforeEach(() => {
    api.login.mockReset();
    api.getProfile.mockReset();
    api.resendVerificationEmail.mockReset();
    answer('post /auth/login', api.login);
    answer('get /user-data/profile', api.getProfile);
    answer('post /auth/resend-verification-email', api.resendVerificationEmail);
  });

  it('shows the spec texts and disables "Sign in" until both fields are filled', async () => {
    renderLogin();
    expect(screen.getByText('Get Started')).toBeTruthy();
    expect(screen.getByText('Enter your email and password to sign in')).toBeTruthy();
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await type(/^Email/, 'ana@acme.io');
    expect(button.disabled).toBe(true);
    await type(/^Password/, 'secret1');
    expect(button.disabled).toBe(false);
    const video = document.querySelector('video');
    expect(video?.loop).toBe(true);
    expect(video?.muted).toBe(true);
  });

  it('shows no error on mount, and an error once the field was touched', async () => {
    renderLogin();
    expect(screen.queryByText('Email is required')).toBeNull();
    const email = screen.getByLabelText(/^Email/);
    await user.click(email);
    await user.tab();
    expect(screen.getByText('Email is required')).toBeTruthy();
    await type(/^Email/, 'ana@gmail.com');
    expect(
      screen.getByText(
        'Please enter a valid business email address, not from a free email provider.',
      ),
    ).toBeTruthy();
  });

  it('signs in: login, profile with the token, session stored, /dashboard', async () => {
    api.login.mockResolvedValue({
      token: 'tok',
      expiresIn: 3600,
      user: {
        fullName: 'Ana',
        email: 'ana@acme.io',
        companyName: 'Acme',
        clientId: 'c1',
        services: { fraudEngine: false },
        fraudEngineServices: {},
      },
    });
    api.getProfile.mockResolvedValue({
      clientId: 'c1',
      apiKey: 'pk_1',
      fullName: 'Ana',
      email: 'ana@acme.io',
      companyName: 'Acme',
      services: { fraudEngine: true },
      fraudEngineServices: { emailLookup: true },
    });
    const { router } = renderLogin();
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.login).toHaveBeenCalledWith(
      {},
      { email: 'ana@acme.io', password: 'secret1' },
      expect.anything(),
    );
    // The profile is asked with the new token, before the session is stored.
    expect(api.getProfile).toHaveBeenCalledWith(
      {},
      undefined,
      expect.objectContaining({ authorization: 'Bearer tok' }),
    );
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}');
    expect(stored.user).toMatchObject({ token: 'tok', apiKey: 'pk_1', clientId: 'c1' });
  });

  it('offers to resend the verification email when the server asks for it', async () => {
    api.login.mockRejectedValue({
      status: 403,
      body: {
        error: 'Please verify your email before logging in.',
        needVerification: true,
      },
    });
    api.resendVerificationEmail.mockResolvedValue({ message: 'ok' });
    renderLogin();
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Didn’t get the verification email?')).toBeTruthy();
    expect(await screen.findByText('Please verify your email before logging in.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeTruthy();
    expect(api.resendVerificationEmail).toHaveBeenCalledWith(
      {},
      { email: 'ana@acme.io' },
      expect.anything(),
    );
  });

  it('toasts "Login failed: " with the server text', async () => {
    api.login.mockRejectedValue({ status: 401, body: { error: 'Invalid email or password' } });
    renderLogin();
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed: Invalid email or password')).toBeTruthy();
  });
});
