import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import type { PublishRequest } from '@pulse/api-client';
import { ruleSetState, versions } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { RuleHistoryPage } from './history-page';

/** A pending request to publish live, asked by ada@example.com (the test member's address). */
const request: PublishRequest = {
  id: '5b0c1f8e-8d2e-4c55-9d0a-2f1e6f7a9b10',
  mode: 'live',
  note: 'Tor scores',
  requestedBy: 'ada@example.com',
  requestedAt: '2026-12-02T09:00:00.000Z',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  version: null,
};

/**
 * The history page with four-eyes on and the API's pending list held in `state.pending`, so a
 * handler can change what the next `GET /rules/rule-set` answers.
 */
function render(
  role: 'owner' | 'admin' | 'developer' | 'analyst',
  { email, pending = [request] }: { email?: string; pending?: PublishRequest[] } = {},
) {
  const state = { pending };
  answer('get /rules/rule-set', () => ruleSetState(undefined, { pending: state.pending }));
  answer('get /rules/rule-set/versions', () => versions);
  answer('get /cases/settings', () => ({ fourEyes: true }));
  return { ...renderPage(<RuleHistoryPage />, { path: '/rules/history', role, email }), state };
}

/** The list item of the pending request. */
const pendingItem = async () =>
  (await screen.findByText('Waiting for another owner or admin to approve')).closest(
    'li',
  ) as HTMLElement;

describe('Publish under four-eyes', () => {
  it('turns Publish into a request: 202 shows it pending, with its requester and time', async () => {
    const { user, state } = render('owner', { pending: [] });
    const calls = answer('post /rules/rule-set/publish', () => {
      state.pending = [request];
      return new Response(JSON.stringify({ request }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    });
    expect(
      await screen.findByText(/Four-eyes is on: another owner or admin approves the publish/),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Tor scores');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Publish requested: another owner or admin approves it.'),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mode: 'live', note: 'Tor scores' });
    const item = await pendingItem();
    expect(item.textContent).toContain('Publish to live, asked by ada@example.com on');
    expect(item.textContent).toContain('· Tor scores');
    expect(within(item).getByText('Live mode')).toBeTruthy();
  });

  it('lets the requester withdraw but not approve, saying why', async () => {
    const { user, state } = render('owner');
    const rejects = answer('post /rules/publish-requests/:id/reject', () => {
      state.pending = [];
      return { request: { ...request, status: 'rejected', decidedBy: 'ada@example.com' } };
    });
    const item = await pendingItem();
    const approve = within(item).getByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(
      within(item).getByText('You asked for this publish: another owner or admin must approve it.'),
    ).toBeTruthy();
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your publish request is withdrawn.')).toBeTruthy();
    expect(rejects.map((call) => call.args.id)).toEqual([request.id]);
    await screen.findByText('Version 2');
    expect(screen.queryByText('Waiting for another owner or admin to approve')).toBeNull();
  });

  it('lets another owner approve: the snapshot is published and the request leaves', async () => {
    const { user, state } = render('owner', { email: 'bob@example.com' });
    const approvals = answer('post /rules/publish-requests/:id/approve', () => {
      state.pending = [];
      return new Response(
        JSON.stringify({
          version: 3,
          mode: 'live',
          createdAt: '2026-12-02T10:00:00.000Z',
          createdBy: 'ada@example.com',
          note: 'Tor scores',
          approvedBy: 'bob@example.com',
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    });
    const item = await pendingItem();
    expect(within(item).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Version 3 is live.')).toBeTruthy();
    expect(approvals.map((call) => call.args.id)).toEqual([request.id]);
    await screen.findByText('Version 2');
    expect(screen.queryByText('Waiting for another owner or admin to approve')).toBeNull();
  });

  it('lets an admin reject, and shows the API’s message when an approval is refused', async () => {
    const { user } = render('admin', { email: 'cy@example.com' });
    answer('post /rules/publish-requests/:id/approve', () =>
      Promise.reject({
        status: 409,
        body: { error: 'This publish request is no longer pending', code: 'CONFLICT' },
      }),
    );
    const rejects = answer('post /rules/publish-requests/:id/reject', () => ({
      request: { ...request, status: 'rejected' },
    }));
    const item = await pendingItem();
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await within(item).findByText('This publish request is no longer pending')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The publish request is rejected.')).toBeTruthy();
    expect(rejects).toHaveLength(1);
  });

  it.each(['developer', 'analyst'] as const)(
    'shows a %s the pending request without Approve or Reject',
    async (role) => {
      render(role, { email: 'dev@example.com' });
      const item = await pendingItem();
      expect(within(item).queryAllByRole('button')).toHaveLength(0);
      expect(
        within(item).getByText('Owners and admins other than the requester approve or reject it.'),
      ).toBeTruthy();
    },
  );

  it('says a rollback is immediate under four-eyes, in the history and its confirmation', async () => {
    const { user } = render('owner', { pending: [] });
    expect(
      await screen.findByText(
        'A rollback is immediate, without approval, also with four-eyes on: it restores a version that was already published.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Roll back to version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('a new live version at once, without approval.');
  });
});
