import { describe, expect, it } from 'vitest';
import { visibleSettingsTabs } from './settings-tabs';

describe('visibleSettingsTabs', () => {
  it('shows Profile and Security to everyone, Members and Audit log to owners and admins only', () => {
    const labels = (role?: 'owner' | 'admin' | 'developer' | 'viewer') =>
      visibleSettingsTabs(role).map((t) => t.label);
    expect(labels('owner')).toEqual(['Profile', 'Security', 'Members', 'Audit log']);
    expect(labels('admin')).toEqual(['Profile', 'Security', 'Members', 'Audit log']);
    expect(labels('developer')).toEqual(['Profile', 'Security']);
    expect(labels('viewer')).toEqual(['Profile', 'Security']);
    expect(labels(undefined)).toEqual(['Profile', 'Security', 'Members', 'Audit log']);
  });
});
