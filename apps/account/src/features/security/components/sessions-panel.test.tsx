import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { SessionsPanel } from './sessions-panel';

/** What the mock API answers, as the panel's calls reach it. */
const listSessions = vi.fn();
const revokeSession = vi.fn();
const revokeOtherSessions = vi.fn();

const render = () => renderPage(<SessionsPanel />, { path: '/settings/security' }).user;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const here = {
  id: 's1',
  userAgent: CHROME_LINUX,
  ip: '10.0.0.1',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSeenAt: '2026-01-02T11:00:00.000Z',
  current: true,
};
const phone = { ...here, id: 's2', userAgent: SAFARI_IOS, ip: '10.0.0.2', current: false };

describe('SessionsPanel', () => {
  beforeEach(() => {
    listSessions.mockReset().mockResolvedValue([here, phone]);
    revokeSession.mockReset().mockResolvedValue(undefined);
    revokeOtherSessions.mockReset().mockResolvedValue(1);
    answer('get /sessions', async () => ({ sessions: await listSessions() }));
    answer('post /sessions/revoke-others', async () => ({ revoked: await revokeOtherSessions() }));
    answer('delete /sessions/:id', ({ id }) => revokeSession(id));
  });

  it('lists devices in words, the IP and marks this device', async () => {
    render();
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
    expect(screen.getByText('Safari on iOS')).toBeTruthy();
    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(screen.getByText(/IP 10\.0\.0\.2/)).toBeTruthy();
    // This device has no Sign out button of its own.
    expect(screen.getAllByRole('button', { name: /^Sign out Safari on iOS/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Sign out Chrome on Linux/ })).toBeNull();
  });

  it('signs out one session after a confirmation', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sign out this session?')).toBeTruthy();
    expect(
      within(dialog).getByText('Safari on iOS will be signed out on its next request.'),
    ).toBeTruthy();
    listSessions.mockResolvedValue([here]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The session has been signed out.')).toBeTruthy();
    expect(revokeSession).toHaveBeenCalledWith('s2');
    expect(await screen.findByText('No other sessions are signed in.')).toBeTruthy();
  });

  it('signs out all other sessions after a confirmation', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sign out all other sessions?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Every other browser and device signed in to your account will be signed out.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('1 other session signed out.')).toBeTruthy();
    expect(revokeOtherSessions).toHaveBeenCalled();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    listSessions.mockRejectedValueOnce(new Error('down'));
    const user = render();
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
  });
});
