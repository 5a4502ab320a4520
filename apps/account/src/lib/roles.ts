import type { MemberRole } from '@pulse/auth';

/**
 * The roles that may use the developer pages and their APIs (the API's "developers" rule; the
 * shell's sidebar shows Developers to the same roles).
 */
export const DEVELOPER_ROLES = [
  'owner',
  'admin',
  'developer',
] as const satisfies readonly MemberRole[];

/**
 * Whether a member of `role` may use the developer pages, so is shown the links to them and to
 * the API docs. A session without a role was stored before roles existed, when every account
 * was its owner.
 */
export function mayUseDevelopers(role: MemberRole | undefined): boolean {
  return role === undefined || (DEVELOPER_ROLES as readonly MemberRole[]).includes(role);
}
