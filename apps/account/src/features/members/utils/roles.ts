/** A member's role. */
export type Role = 'owner' | 'admin' | 'developer' | 'analyst' | 'viewer';

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  developer: 'Developer',
  analyst: 'Analyst',
  viewer: 'Viewer',
};

/** What each role may do, as the invite form explains it. */
export const ROLE_HINTS: Record<Role, string> = {
  owner: 'Everything, including billing, the team and ownership',
  admin: 'Everything except transferring ownership',
  developer: 'Demo, reports and the license key; no billing',
  analyst: 'Dashboard and reports, read-only, and AML case review',
  viewer: 'Dashboard and reports, read-only',
};

/**
 * The roles `actor` may give: only an owner may make someone owner (the API refuses it otherwise,
 * 403 OWNER_ONLY).
 */
export function assignableRoles(actor: Role): Role[] {
  return actor === 'owner'
    ? ['owner', 'admin', 'developer', 'analyst', 'viewer']
    : ['admin', 'developer', 'analyst', 'viewer'];
}

/** Whether `actor` may change or remove a member of role `target` (only an owner touches an owner). */
export function canManage(actor: Role, target: Role): boolean {
  return actor === 'owner' || target !== 'owner';
}
