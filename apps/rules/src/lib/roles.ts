/**
 * Who may do what with the rule set (the contract's roles): every role reads; owners, admins and
 * developers edit the draft, validate, backtest and try it; owners and admins publish and roll
 * back. The API refuses the same, so these only keep the pages from offering what would fail.
 */
import { useSession, type MemberRole } from '@pulse/auth';

const EDITORS: readonly MemberRole[] = ['owner', 'admin', 'developer'];
const PUBLISHERS: readonly MemberRole[] = ['owner', 'admin'];

/** The reason shown beside a control a member may not use because of their role. */
export const EDIT_REASON = 'Owners, admins and developers edit, try and backtest the rules.';
/** The reason shown beside Publish and Rollback for the other roles. */
export const PUBLISH_REASON = 'Owners and admins publish and roll back rule sets.';

/** What the signed-in member may do with the rules. */
export interface RuleRights {
  /** Edit the draft, validate, backtest and try it. */
  canEdit: boolean;
  /** Publish the draft and roll back to a version. */
  canPublish: boolean;
}

/** The rights of a role (no role: a session before roles existed, treated as the owner's). */
export function rightsOf(role: MemberRole | undefined): RuleRights {
  return {
    canEdit: role === undefined || EDITORS.includes(role),
    canPublish: role === undefined || PUBLISHERS.includes(role),
  };
}

/** The signed-in member's rights over the rules. */
export function useRuleRights(): RuleRights {
  const { user } = useSession();
  return rightsOf(user?.role);
}
