import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { AccountMenu } from './account-menu';

function renderMenu(onLogout = vi.fn()) {
  const utils = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <AccountMenu initials="AL" name="Ana Lima" onLogout={onLogout} />,
      },
      { path: '/settings/profile', element: <p>Profile tab</p> },
      { path: '/settings/security', element: <p>Security tab</p> },
    ],
    '/dashboard',
  );
  return { ...utils, onLogout };
}

describe('AccountMenu', () => {
  it('opens from the avatar by keyboard and lists Profile, Security and Logout', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ana Lima' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Security', 'Logout']);
  });

  it('Profile and Security open their Settings tabs', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ana Lima' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Security' }));
    expect(await screen.findByText('Security tab')).toBeTruthy();
  });

  it('Logout signs out', async () => {
    const { onLogout } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ana Lima' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalled());
  });
});
