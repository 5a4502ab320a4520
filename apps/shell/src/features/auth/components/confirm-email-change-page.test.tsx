import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { renderRoutes } from '../../../test/render';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

const routes = [
  { path: '/', element: <p>Start page</p> },
  { path: '/confirm-email-change', element: <ConfirmEmailChangePage /> },
];

const INVALID = 'This confirmation link is invalid or has expired.';

/**
 * The API's confirmation as its contract has it: each token in `tokens` works once, any
 * other token (or one used already) is refused with 400 INVALID_EMAIL_CHANGE_TOKEN.
 */
function confirmationApi(...tokens: string[]) {
  const unused = new Set(tokens);
  return answer('post /auth/confirm-email-change', (_args, body) => {
    const { token } = body as { token: string };
    if (!unused.delete(token))
      throw { status: 400, body: { error: INVALID, code: 'INVALID_EMAIL_CHANGE_TOKEN' } };
    return { message: 'Your email address has been changed.' };
  });
}

/** Opens the link in StrictMode, as the app runs (every effect mounts twice in development). */
const open = (path: string) => renderRoutes(routes, path, { strict: true });

describe('the e-mail change confirmation page', () => {
  it('sends the single-use token once though StrictMode mounts the page twice', async () => {
    const calls = confirmationApi('t1');
    // Requests started, aborted ones included: one aborted at once never reaches the mock API,
    // but a browser may have sent it already.
    const fetches = vi.spyOn(globalThis, 'fetch');
    open('/confirm-email-change?token=t1');
    expect(await screen.findByText('Email Address Changed')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ token: 't1' }]);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('confirms the change, then offers to continue', async () => {
    confirmationApi('t1');
    open('/confirm-email-change?token=t1');
    expect(screen.getByText('Confirming your new email address...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Address Changed' })).toBeTruthy();
    expect(
      screen.getByText('Your email address has been changed. Use it the next time you sign in.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['the change done', 't1', 'Email Address Changed'],
    ['a refusal', 'used', 'Email Change Failed'],
  ])('coming back to the page shows %s again, without another call', async (_, token, heading) => {
    const calls = confirmationApi('t1');
    const { router, user } = open(`/confirm-email-change?token=${token}`);
    expect(await screen.findByText(heading)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('Start page')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByText(heading)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('an expired or used link says so', async () => {
    confirmationApi();
    open('/confirm-email-change?token=used');
    expect(screen.getByText('Confirming your new email address...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Change Failed' })).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });

  it('an address taken meanwhile shows the API’s reason', async () => {
    const message = 'An account with this email address already exists.';
    answer('post /auth/confirm-email-change', () => {
      throw { status: 409, body: { error: message, code: 'EMAIL_TAKEN' } };
    });
    open('/confirm-email-change?token=t1');
    expect(await screen.findByText('Email Change Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('a link without a token is invalid at once, without a call', async () => {
    const calls = confirmationApi();
    open('/confirm-email-change');
    expect(screen.getByRole('heading', { name: 'Email Change Failed' })).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.queryByText('Confirming your new email address...')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
