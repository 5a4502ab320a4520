import { describe, expect, it } from 'vitest';
import { visibleSettingsTabs } from './settings-tabs';

describe('visibleSettingsTabs', () => {
  it('shows Profile and Security to everyone, Members, Audit log and Data & privacy to owners and admins only', () => {
    const labels = (role?: 'owner' | 'admin' | 'developer' | 'viewer') =>
      visibleSettingsTabs(role).map((t) => t.label);
    expect(labels('owner')).toEqual([
      'Profile',
      'Security',
      'Members',
      'Audit log',
      'Data & privacy',
    ]);
    expect(labels('admin')).toEqual([
      'Profile',
      'Security',
      'Members',
      'Audit log',
      'Data & privacy',
    ]);
    expect(labels('developer')).toEqual(['Profile', 'Security']);
    expect(labels('viewer')).toEqual(['Profile', 'Security']);
    expect(labels(undefined)).toEqual([
      'Profile',
      'Security',
      'Members',
      'Audit log',
      'Data & privacy',
    ]);
  });
});
