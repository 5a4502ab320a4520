/**
 * Which roles may open each page of the shell (docs/api-contract.md "Roles"; the API enforces the
 * same rights on every endpoint, so this only spares a member pages they cannot use).
 */
import { useAtomValue } from 'jotai';
import { sessionAtom, type MemberRole } from '@pulse/auth';

const DEVELOPERS: readonly MemberRole[] = ['owner', 'admin', 'developer'];
const ADMINS: readonly MemberRole[] = ['owner', 'admin'];

export const PAGE_ROLES = {
  demo: DEVELOPERS,
  licenseKey: DEVELOPERS,
  billing: ADMINS,
  developers: DEVELOPERS,
} as const satisfies Record<string, readonly MemberRole[]>;

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  developer: 'Developer',
  analyst: 'Analyst',
  viewer: 'Viewer',
};

/**
 * The signed-in member's role. A session stored before roles existed has none: every account
 * then was its owner (docs/adr/0010-members-and-sessions.md).
 */
export function useSessionRole(): MemberRole {
  return useAtomValue(sessionAtom)?.role ?? 'owner';
}
