import { describe, expect, it } from 'vitest';
import { visibleSettingsTabs } from './settings-tabs';

describe('visibleSettingsTabs', () => {
  it('shows Members and Audit log to owners and admins only', () => {
    const labels = (role?: 'owner' | 'admin' | 'developer' | 'viewer') =>
      visibleSettingsTabs(role).map((t) => t.label);
    expect(labels('owner')).toEqual(['Security', 'Members', 'Audit log']);
    expect(labels('admin')).toEqual(['Security', 'Members', 'Audit log']);
    expect(labels('developer')).toEqual(['Security']);
    expect(labels('viewer')).toEqual(['Security']);
    expect(labels(undefined)).toEqual(['Security', 'Members', 'Audit log']);
  });
});
