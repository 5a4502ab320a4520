import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@pulse/auth';
import { TEST_USER, answer, type Answer } from '@pulse/test-utils';
import { signInAs } from '../../../test/render';
import { useSignOut } from './use-sign-out';

/** The mock API's POST /auth/logout. */
const api = { logout: vi.fn<Answer>() };

function renderSignOut(after = vi.fn()) {
  const { result } = renderHook(() => ({ signOut: useSignOut(after), session: useSession() }));
  return { result, after };
}

describe('useSignOut', () => {
  beforeEach(() => {
    api.logout.mockReset();
    answer('post /auth/logout', api.logout);
    signInAs({ ...TEST_USER, token: 'tok', apiKey: 'pk_1' });
  });

  it('ends the server session while still signed in, then clears the local state', async () => {
    let signedInDuringCall: boolean | undefined;
    const { result, after } = renderSignOut();
    api.logout.mockImplementation(() => {
      signedInDuringCall = result.current.session.isAuthenticated;
      return Promise.resolve();
    });
    await act(() => result.current.signOut());
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledWith(
      {},
      undefined,
      expect.objectContaining({ authorization: 'Bearer tok' }),
    );
    expect(signedInDuringCall).toBe(true);
    expect(result.current.session.user).toBeNull();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('signs out locally when the call fails (API down, or the session had ended)', async () => {
    const { result, after } = renderSignOut();
    api.logout.mockRejectedValueOnce({ status: 0 });
    await act(() => result.current.signOut());
    expect(result.current.session.user).toBeNull();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('a second click while the first runs sends one request', async () => {
    let finish: () => void = () => {};
    api.logout.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { result, after } = renderSignOut();
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.signOut();
      await result.current.signOut();
    });
    expect(api.logout).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(result.current.session.user).toBeNull();
  });
});
