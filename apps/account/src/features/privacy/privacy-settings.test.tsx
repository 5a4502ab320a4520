import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import { SettingsPage } from '../../app/settings/settings-page';
import { renderPage } from '../../test/render';

/** The Data & privacy tab of Settings, for each role (the API refuses the same roles). */
describe('Settings → Data & privacy by role', () => {
  beforeEach(() => {
    answer('get /privacy/settings', () => ({
      reports: 730,
      batchRows: 365,
      requestLog: 30,
      closedCases: 1825,
      endedMonitoring: 365,
    }));
    answer('get /privacy/requests', () => []);
    answer('get /audit-log', () => []);
  });

  it.each(['owner', 'admin'] as const)('opens for an %s', async (role) => {
    renderPage(<SettingsPage />, {
      path: '/settings/privacy',
      route: '/settings/*',
      user: { role },
    });
    expect(await screen.findByRole('link', { name: 'Data & privacy' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save retention periods' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Erasure and access requests' })).toBeTruthy();
  });

  it.each(['developer', 'analyst', 'viewer'] as const)(
    'is neither listed nor opened for a %s',
    async (role) => {
      renderPage(<SettingsPage />, {
        path: '/settings/privacy',
        route: '/settings/*',
        user: { role },
      });
      expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Data & privacy' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save retention periods' })).toBeNull();
    },
  );
});
