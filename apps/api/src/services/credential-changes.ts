/**
 * What a change of a member's credentials voids (docs/security.md, "Credential changes"). Every
 * credential change calls `applyCredentialChange` with its kind, so the table in the docs and the
 * code that enforces it are one list: reset links, pending e-mail changes, other sessions, the
 * current session and the invitations the member sent.
 *
 * Two-factor sign-in challenges are not listed here: a challenge is bound to the member's token
 * version, password hash and two-factor switch (lib/challenge.ts `credentialStamp`), so it dies
 * with any of them without a write.
 */
import type { AccountTokenPurpose } from '../db/schema/index.js';
import type { Repositories, Transaction } from '../repositories/index.js';

/** The credential changes, one per row of CREDENTIAL_CHANGE_EFFECTS. */
export type CredentialChange =
  | 'password_reset'
  | 'password_change'
  | 'email_change'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'member_removed';

/** What one credential change voids. */
export interface CredentialChangeEffects {
  /** Unused password-reset links. */
  resetLinks: boolean;
  /** Unconfirmed e-mail-change links. */
  emailChanges: boolean;
  /** Every session of the member but the one that made the change. */
  otherSessions: boolean;
  /** The session that made the change (with `otherSessions`: every token of the member). */
  currentSession: boolean;
  /** Pending invitations the member sent. */
  invitations: boolean;
}

/** Each credential change and what it voids (the table this file's header cites). */
export const CREDENTIAL_CHANGE_EFFECTS: Readonly<
  Record<CredentialChange, Readonly<CredentialChangeEffects>>
> = {
  // Whoever asked for the reset may not be the only one holding the old password.
  password_reset: {
    resetLinks: true,
    emailChanges: true,
    otherSessions: true,
    currentSession: true,
    invitations: false,
  },
  // The member proved the old password in this session; anyone else who knew it is out.
  password_change: {
    resetLinks: true,
    emailChanges: true,
    otherSessions: true,
    currentSession: false,
    invitations: false,
  },
  // A reset link mailed to the old address must not outlive the move away from it.
  email_change: {
    resetLinks: true,
    emailChanges: true,
    otherSessions: false,
    currentSession: false,
    invitations: false,
  },
  // Sessions opened with the password alone end: from now on a sign-in takes the second factor.
  two_factor_on: {
    resetLinks: false,
    emailChanges: false,
    otherSessions: true,
    currentSession: false,
    invitations: false,
  },
  two_factor_off: {
    resetLinks: false,
    emailChanges: false,
    otherSessions: false,
    currentSession: false,
    invitations: false,
  },
  // The person leaves the company: nothing they started may still act for it.
  member_removed: {
    resetLinks: true,
    emailChanges: true,
    otherSessions: true,
    currentSession: true,
    invitations: true,
  },
};

/** Where the change happened. */
export interface CredentialChangeTarget {
  memberId: string;
  tenantId: string;
  /** The session that made the change, kept unless the change voids the current session too. */
  currentSessionId?: string | undefined;
}

/**
 * Voids what `change` voids for the member (CREDENTIAL_CHANGE_EFFECTS), inside `tx` so that it
 * commits with the change itself. Ending every session also bumps the member's token version, so
 * every token and sign-in challenge issued so far is refused; revocations reach other API
 * processes through the database's change announcements (repositories/session-cache.ts).
 * Call it before a member row is deleted (the invitations they sent are found by their id).
 */
export async function applyCredentialChange(
  repos: Repositories,
  tx: Transaction,
  change: CredentialChange,
  target: CredentialChangeTarget,
): Promise<void> {
  const effects = CREDENTIAL_CHANGE_EFFECTS[change];
  const purposes: AccountTokenPurpose[] = [];
  if (effects.resetLinks) purposes.push('reset');
  if (effects.emailChanges) purposes.push('email_change');
  await repos.accountTokens.voidUnused(tx, target.memberId, purposes);
  if (effects.currentSession) {
    await repos.members.bumpTokenVersion(target.memberId, tx);
    await repos.sessions.revokeAll(target.memberId, undefined, tx);
  } else if (effects.otherSessions) {
    await repos.sessions.revokeAll(target.memberId, target.currentSessionId, tx);
  }
  if (effects.invitations)
    await repos.invitations.revokeSentBy(tx, target.tenantId, target.memberId);
}
