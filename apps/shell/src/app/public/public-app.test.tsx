import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as PublicNavigation from '../../lib/public-navigation';
import { storeSessionUser } from '@pulse/auth';
import { TEST_USER, answer, type Answer } from '@pulse/test-utils';
import { rememberExpiredSession } from '../../lib/session-expiry';
import { openPage, PublicApp } from './public-app';

// As the light entry's build does (rsbuild.config.ts): the pages run on the router's stand-in.
vi.mock('@pulse/router', () => import('../../lib/public-navigation'));

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/public-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof PublicNavigation>()),
  leaveTo,
}));

/** The mock API's endpoints of signing in. */
const api = { login: vi.fn<Answer>(), getProfile: vi.fn<Answer>() };

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const page = await openPage(path);
  if (!page) throw new Error(`${path} is not a page of the light entry`);
  return render(<PublicApp initial={page} />);
}

const user = userEvent.setup({ delay: null });
/** Empties the field, then types `value` once. */
async function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('PublicApp', () => {
  beforeEach(() => {
    leaveTo.mockReset();
    api.login.mockReset();
    api.getProfile.mockReset();
    answer('post /auth/login', api.login);
    answer('get /user-data/profile', api.getProfile);
    sessionStorage.clear();
  });

  it('signs in, stores the session and leaves for the dashboard with a page load', async () => {
    api.login.mockResolvedValue({ token: 'tok', expiresIn: 3600, user: TEST_USER });
    api.getProfile.mockResolvedValue({ ...TEST_USER, apiKey: 'pk_1' });
    await renderAt('/');
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith(`${window.location.origin}/dashboard`, {
        replace: true,
      }),
    );
    // One page load: a second one would abort the first.
    expect(leaveTo).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').user).toMatchObject({
      token: 'tok',
      apiKey: 'pk_1',
    });
  });

  it('returns to the page the session expired on, and says why the user is here', async () => {
    rememberExpiredSession('/reports?page=2');
    api.login.mockResolvedValue({ token: 'tok', expiresIn: 3600, user: TEST_USER });
    api.getProfile.mockResolvedValue({ ...TEST_USER, apiKey: 'pk_1' });
    await renderAt('/');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith(`${window.location.origin}/reports?page=2`, {
        replace: true,
      }),
    );
    expect(leaveTo).toHaveBeenCalledOnce();
  });

  it('toasts a refused sign-in (the toast library loads with it)', async () => {
    api.login.mockRejectedValue({ status: 401, body: { error: 'Invalid email or password' } });
    await renderAt('/');
    await type(/^Email/, 'ana@acme.io');
    await type(/^Password/, 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Login failed: Invalid email or password',
    );
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('moves to sign-up and back in place, and leaves for the full app otherwise', async () => {
    await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'SIGN UP' })).toBeTruthy();
    expect(window.location.pathname).toBe('/signup');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Get Started' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith(`${window.location.origin}/forgot-password`, {
        replace: false,
      }),
    );
    expect(leaveTo).toHaveBeenCalledOnce();
  });

  it('leaves for the dashboard when the user signs in in another tab', async () => {
    await renderAt('/signup');
    // What the browser does when another tab stores the session: this tab gets a `storage` event.
    const stored = JSON.stringify({ user: TEST_USER });
    localStorage.setItem('root', stored);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'root', storageArea: localStorage, newValue: stored }),
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it('stays when this tab stores the session, whose own flow moves on', async () => {
    await renderAt('/signup');
    storeSessionUser(TEST_USER);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
