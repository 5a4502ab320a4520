import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type { ApiPath } from '../types/generated';
import type {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  ChangeMemberRoleBody,
  InvitationPreview,
  InviteMemberBody,
  Member,
  MemberInvitation,
} from '../types/members';

/** The members paths; the typecheck fails if the OpenAPI document drops or renames one. */
const PATHS = {
  members: '/members',
  invitations: '/members/invitations',
  readInvitation: '/invitations/read',
  acceptInvitation: '/invitations/accept',
} as const satisfies Record<string, ApiPath>;

/** `GET /members` → the members of the signed-in member's company, oldest first. */
export async function listMembers(options?: CallOptions): Promise<Member[]> {
  return (await request<{ members: Member[] }>(PATHS.members, options)).members;
}

/** `PATCH /members/{id}` → the member with the new role. */
export function changeMemberRole(
  id: string,
  role: ChangeMemberRoleBody['role'],
  options?: CallOptions,
): Promise<Member> {
  return request(`${PATHS.members}/${seg(id)}`, { ...options, method: 'PATCH', body: { role } });
}

/** `DELETE /members/{id}`: the member is removed and their sessions end. */
export async function removeMember(id: string, options?: CallOptions): Promise<void> {
  await request(`${PATHS.members}/${seg(id)}`, { ...options, method: 'DELETE' });
}

/** `GET /members/invitations` → the pending invitations (expired ones flagged). */
export async function listInvitations(options?: CallOptions): Promise<MemberInvitation[]> {
  return (await request<{ invitations: MemberInvitation[] }>(PATHS.invitations, options))
    .invitations;
}

/** `POST /members/invitations` → the invitation; its e-mail is sent. */
export function inviteMember(
  body: InviteMemberBody,
  options?: CallOptions,
): Promise<MemberInvitation> {
  return request(PATHS.invitations, { ...options, method: 'POST', body });
}

/** `POST /members/invitations/{id}/resend` → the invitation with its new expiry. */
export function resendInvitation(id: string, options?: CallOptions): Promise<MemberInvitation> {
  return request(`${PATHS.invitations}/${seg(id)}/resend`, { ...options, method: 'POST' });
}

/** `DELETE /members/invitations/{id}`: the link stops working. */
export async function revokeInvitation(id: string, options?: CallOptions): Promise<void> {
  await request(`${PATHS.invitations}/${seg(id)}`, { ...options, method: 'DELETE' });
}

/** `POST /invitations/read` with the token of the link. Public: 404/410 are answers. */
export function readInvitation(token: string, options?: CallOptions): Promise<InvitationPreview> {
  return request(PATHS.readInvitation, {
    ...options,
    method: 'POST',
    body: { token },
    public: true,
  });
}

/** `POST /invitations/accept` → a signed-in session of the new member. Public. */
export function acceptInvitation(
  body: AcceptInvitationBody,
  options?: CallOptions,
): Promise<AcceptInvitationResponse> {
  return request(PATHS.acceptInvitation, { ...options, method: 'POST', body, public: true });
}
