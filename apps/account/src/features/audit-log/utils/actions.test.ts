import { describe, expect, it } from 'vitest';
import { ACTION_OPTIONS, actionLabel } from './actions';

describe('audit actions in words', () => {
  it('names the member actions, and offers them in the filter', () => {
    expect(
      [
        'member.invited',
        'member.invitation_revoked',
        'member.joined',
        'member.role_changed',
        'member.removed',
      ].map(actionLabel),
    ).toEqual([
      'Member invited',
      'Invitation withdrawn',
      'Member joined',
      'Role changed',
      'Member removed',
    ]);
    expect(ACTION_OPTIONS.map((o) => o.value)).toContain('member.role_changed');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names every change the API records, and offers each in the filter', () => {
    const changes = {
      'api_key.created': 'API key created',
      'api_key.revoked': 'API key revoked',
      'api_key.rolled': 'API key rolled',
      'webhook.created': 'Webhook endpoint added',
      'webhook.secret_rolled': 'Webhook signing secret rolled',
      'webhook.deleted': 'Webhook endpoint deleted',
      'session.revoked': 'Session ended',
      'usage_alert.set': 'Balance warning set',
      'usage_alert.removed': 'Balance warning removed',
      'two_factor.setup_started': 'Two-factor set-up started',
    };
    for (const [action, label] of Object.entries(changes)) {
      expect(actionLabel(action)).toBe(label);
      expect(ACTION_OPTIONS).toContainEqual({ value: action, label });
    }
    // Every label is distinct, so the filter never offers two options that read the same.
    const labels = ACTION_OPTIONS.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
