// Members and invitations endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts,
// `pnpm generate`). Only names are given to the generated types.
import type { LoginSession } from './accounts';
import type { RequestBody, ResponseBody } from './generated';

export type Member = ResponseBody<'/members', 'get', 200>['members'][number];
export type MemberInvitation = ResponseBody<
  '/members/invitations',
  'get',
  200
>['invitations'][number];
export type InviteMemberBody = RequestBody<'/members/invitations', 'post'>;
export type ChangeMemberRoleBody = RequestBody<'/members/{id}', 'patch'>;
/** What an invitation link offers (the public accept page). */
export type InvitationPreview = ResponseBody<'/invitations/read', 'post', 200>;
export type AcceptInvitationBody = RequestBody<'/invitations/accept', 'post'>;
/** Accepting answers a session, like a sign-in. */
export type AcceptInvitationResponse = ResponseBody<'/invitations/accept', 'post', 200> &
  LoginSession;
