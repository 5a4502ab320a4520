import type { AuditAction } from '@pulse/api-client';

/**
 * The audit actions in words, as the Audit log page names them (services/audit.ts in the API).
 * Typed by the API's list of actions, so an action the API adds fails the typecheck until it is
 * named here.
 */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.logout_all': 'Signed out everywhere',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'profile.updated': 'Profile updated',
  'profile.email_change_requested': 'Email change requested',
  'profile.email_changed': 'Email changed',
  'profile.email_change_cancelled': 'Email change cancelled',
  'two_factor.enabled': 'Two-factor authentication on',
  'two_factor.disabled': 'Two-factor authentication off',
  'two_factor.recovery_code_used': 'Recovery code used',
  'two_factor.setup_started': 'Two-factor set-up started',
  'session.revoked': 'Session ended',
  'session.revoked_others': 'Other sessions ended',
  'api_key.regenerated': 'API key regenerated',
  'api_key.created': 'API key created',
  'api_key.rolled': 'API key rolled',
  'api_key.revoked': 'API key revoked',
  'webhook.created': 'Webhook endpoint added',
  'webhook.updated': 'Webhook endpoint changed',
  'webhook.deleted': 'Webhook endpoint deleted',
  'webhook.secret_rolled': 'Webhook signing secret rolled',
  'webhook.test_sent': 'Webhook test sent',
  'webhook.delivery_resent': 'Webhook delivery resent',
  // Stored action names (kept); the screen says balance warning, as Billing does.
  'usage_alert.set': 'Balance warning set',
  'usage_alert.removed': 'Balance warning removed',
  'report.deleted': 'Report deleted',
  'billing.checkout_started': 'Checkout started',
  'billing.top_up': 'Top-up',
  'member.invited': 'Member invited',
  'member.invitation_revoked': 'Invitation withdrawn',
  'member.joined': 'Member joined',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'case.updated': 'Case reviewed',
  'case.settings_changed': 'Case settings changed',
  'watchlist.uploaded': 'Watchlist uploaded',
  'watchlist.replaced': 'Watchlist replaced',
  'watchlist.deleted': 'Watchlist deleted',
  'monitoring.subject_added': 'Monitoring started',
  'monitoring.subject_removed': 'Monitoring stopped',
  'rules.draft_saved': 'Rule draft saved',
  'rules.published': 'Rules published',
  'rules.rolled_back': 'Rules rolled back',
  'privacy.request_created': 'Privacy request previewed',
  'privacy.request_run': 'Privacy request run',
  'privacy.export_downloaded': 'Personal data export downloaded',
  'privacy.settings_changed': 'Retention periods changed',
  'case.hold_set': 'Legal hold placed',
  'case.hold_released': 'Legal hold released',
};

/** The label of an action; an action this page does not know yet shows as sent. */
export const actionLabel = (action: string): string =>
  (ACTION_LABELS as Record<string, string>)[action] ?? action;

/** Options of the action filter: every known action, in the order above. */
export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));
