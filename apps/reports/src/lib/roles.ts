import type { MemberRole } from '@pulse/auth';

/**
 * Whether `role` may delete reports (DELETE /reports/:id, the API's "developers" rule:
 * owner, admin and developer, the roles the sidebar shows the
 * developer pages to). The API answers a viewer or an analyst 403, so they are not offered Delete.
 * A session without a role was stored before roles existed, when every account was its owner.
 */
export function mayDeleteReports(role: MemberRole | undefined): boolean {
  const r = role ?? 'owner';
  return r === 'owner' || r === 'admin' || r === 'developer';
}
