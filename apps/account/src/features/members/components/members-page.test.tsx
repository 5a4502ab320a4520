import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member, MemberInvitation } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { TEAM_LOAD_FAILURE } from '../hooks/use-team';
import { NO_INVITATIONS_TEXT } from './invitations-list';
import { inviteSent } from './invite-form';
import {
  MembersPage,
  invitationResent,
  invitationRevoked,
  memberRemoved,
  roleChanged,
} from './members-page';

const LAST_OWNER_TEXT_FOR_TEST =
  'The account needs at least one owner. Make another member owner first.';

const api = {
  listMembers: vi.fn<() => Promise<Member[]>>(),
  listInvitations: vi.fn<() => Promise<MemberInvitation[]>>(),
  inviteMember: vi.fn(),
  changeMemberRole: vi.fn(),
  removeMember: vi.fn(),
  resendInvitation: vi.fn(),
  revokeInvitation: vi.fn(),
};
const session: { role: 'owner' | 'admin' } = { role: 'owner' };

/** The mock API answers each call with what the matching stand-in above gives. */
function answering() {
  answer('get /members', async () => ({ members: await api.listMembers() }));
  answer('get /members/invitations', async () => ({ invitations: await api.listInvitations() }));
  answer('post /members/invitations', (_args, body) => api.inviteMember(body));
  answer('post /members/invitations/:id/resend', ({ id }) => api.resendInvitation(id));
  answer('delete /members/invitations/:id', ({ id }) => api.revokeInvitation(id));
  answer('patch /members/:id', ({ id }, body) =>
    api.changeMemberRole(id, (body as { role: string }).role),
  );
  answer('delete /members/:id', ({ id }) => api.removeMember(id));
}

const member = (over: Partial<Member>): Member => ({
  id: 'm1',
  fullName: 'Olive Owner',
  email: 'olive@acme-corp.com',
  role: 'owner',
  joinedAt: '2026-11-01T09:00:00.000Z',
  lastActiveAt: '2026-11-25T09:00:00.000Z',
  you: false,
  ...over,
});
const invitation = (over: Partial<MemberInvitation>): MemberInvitation => ({
  id: 'i1',
  email: 'dev@acme-corp.com',
  role: 'developer',
  invitedBy: 'olive@acme-corp.com',
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-12-01T09:00:00.000Z',
  expired: false,
  ...over,
});

function render() {
  return renderPage(<MembersPage />, { path: '/settings/members', user: { role: session.role } })
    .user;
}

const TEAM = [
  member({ id: 'me', you: true }),
  member({ id: 'a', fullName: 'Adam Admin', email: 'adam@acme-corp.com', role: 'admin' }),
  member({
    id: 'd',
    fullName: 'Dora Dev',
    email: 'dora@acme-corp.com',
    role: 'developer',
    lastActiveAt: null,
  }),
];

describe('MembersPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    session.role = 'owner';
    answering();
    api.listMembers.mockResolvedValue(TEAM);
    api.listInvitations.mockResolvedValue([
      invitation({}),
      invitation({ id: 'i2', email: 'late@acme-corp.com', role: 'viewer', expired: true }),
    ]);
  });

  it('lists the members with role, joined and last active, and the pending invitations', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Never')).toBeTruthy();
    // Nobody removes themselves; the others can be removed by an owner.
    expect(screen.queryByRole('button', { name: 'Remove Olive Owner' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Dora Dev' })).toBeTruthy();
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByText('dev@acme-corp.com')).toBeTruthy();
    expect(within(pending).getByText('Expired')).toBeTruthy();
    // An owner may give every role, owner included.
    const select = screen.getByRole('combobox', { name: 'Role of Dora Dev' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Admin', 'Developer', 'Analyst', 'Viewer']);
  });

  it('an admin cannot make an owner nor change or remove one', async () => {
    session.role = 'admin';
    render();
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.queryByRole('combobox', { name: 'Role of Olive Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olive Owner' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Role of Dora Dev' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Developer', 'Analyst', 'Viewer']);
    const roleField = screen.getByRole('combobox', { name: /^Role\W*$/ });
    expect(within(roleField).queryByText('Owner')).toBeNull();
    expect(screen.getByTestId('role-hint').textContent).toBe(
      'Developer: Demo, reports and the license key; no billing.',
    );
  });

  it('invites by e-mail with a role and shows the new invitation', async () => {
    api.inviteMember.mockResolvedValue(invitation({ id: 'i3', email: 'new@acme-corp.com' }));
    const user = render();
    await screen.findByRole('table', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(api.inviteMember).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'new@acme-corp.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role\W*$/ }), 'viewer');
    api.listInvitations.mockResolvedValue([invitation({ email: 'new@acme-corp.com' })]);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.inviteMember).toHaveBeenCalledWith({ email: 'new@acme-corp.com', role: 'viewer' }),
    );
    expect(await screen.findByText(inviteSent('new@acme-corp.com'))).toBeTruthy();
    expect(await screen.findByText('new@acme-corp.com')).toBeTruthy();
  });

  it('shows the reason when the API refuses an invitation', async () => {
    api.inviteMember.mockRejectedValue(new Error('This person is already a member of your team.'));
    const user = render();
    await screen.findByRole('table', { name: 'Members' });
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'dora@acme-corp.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person is already a member of your team.')).toBeTruthy();
  });

  it('changes a role, and shows the last-owner refusal of the API', async () => {
    api.changeMemberRole.mockResolvedValue(member({ id: 'd', role: 'viewer' }));
    const user = render();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Dora Dev' }),
      'viewer',
    );
    await waitFor(() => expect(api.changeMemberRole).toHaveBeenCalledWith('d', 'viewer'));
    expect(await screen.findByText(roleChanged('Dora Dev', 'viewer'))).toBeTruthy();

    api.changeMemberRole.mockRejectedValue(new Error(LAST_OWNER_TEXT_FOR_TEST));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Olive Owner' }),
      'admin',
    );
    expect(await screen.findByText(LAST_OWNER_TEXT_FOR_TEST)).toBeTruthy();
  });

  it('removes a member after confirmation', async () => {
    api.removeMember.mockResolvedValue(undefined);
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Dora Dev' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Dora Dev?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "dora@acme-corp.com is signed out at once and can no longer sign in to your company's account.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.removeMember).toHaveBeenCalledWith('d'));
    expect(await screen.findByText(memberRemoved('Dora Dev'))).toBeTruthy();
  });

  it('re-sends and revokes (after confirmation) a pending invitation', async () => {
    api.resendInvitation.mockResolvedValue(invitation({}));
    api.revokeInvitation.mockResolvedValue(undefined);
    const user = render();
    await user.click(
      await screen.findByRole('button', { name: 'Re-send the invitation to late@acme-corp.com' }),
    );
    await waitFor(() => expect(api.resendInvitation).toHaveBeenCalledWith('i2'));
    expect(await screen.findByText(invitationResent('late@acme-corp.com'))).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to dev@acme-corp.com' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('The link sent to dev@acme-corp.com stops working.'),
    ).toBeTruthy();
    api.listInvitations.mockResolvedValue([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revokeInvitation).toHaveBeenCalledWith('i1'));
    expect(await screen.findByText(invitationRevoked('dev@acme-corp.com'))).toBeTruthy();
    expect(await screen.findByText(NO_INVITATIONS_TEXT)).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    api.listMembers.mockRejectedValueOnce(new Error(TEAM_LOAD_FAILURE));
    const user = render();
    expect(await screen.findByText(TEAM_LOAD_FAILURE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeTruthy();
  });
});
