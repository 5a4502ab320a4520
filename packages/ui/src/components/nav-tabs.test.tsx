import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render-with-ui';
import { NavTabs } from './nav-tabs';

describe('NavTabs', () => {
  it('is a named navigation landmark of the given links, the current one marked', () => {
    renderWithUi(
      <NavTabs
        label="Settings"
        tabs={[
          { key: 'profile', link: <a href="/settings/profile">Profile</a> },
          {
            key: 'security',
            link: (
              <a href="/settings/security" aria-current="page">
                Security
              </a>
            ),
          },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Security']);
    expect(nav.contains(links[0] ?? null)).toBe(true);
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/settings/profile',
    );
  });
});
