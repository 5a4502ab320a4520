/** The audit actions in words, as the Audit log page names them (services/audit.ts in the API). */
export const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.logout_all': 'Signed out everywhere',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'profile.updated': 'Profile updated',
  'profile.email_change_requested': 'Email change requested',
  'profile.email_changed': 'Email changed',
  'two_factor.enabled': 'Two-factor authentication on',
  'two_factor.disabled': 'Two-factor authentication off',
  'two_factor.recovery_code_used': 'Recovery code used',
  'api_key.regenerated': 'API key regenerated',
  'billing.top_up': 'Top-up',
  'member.invited': 'Member invited',
  'member.invitation_revoked': 'Invitation withdrawn',
  'member.joined': 'Member joined',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
};

/** The label of an action; an action this page does not know yet shows as sent. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** Options of the action filter: every known action, in the order above. */
export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));
