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
});
