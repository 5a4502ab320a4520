import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/**
 * Opens the menu from the focused avatar with Enter and waits for what a user sees before the next
 * key: the menu holding focus with its first item highlighted. Chakra's menu moves focus and the
 * highlight one animation frame after it opens, so a key sent before that reaches the avatar.
 */
async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => {
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Profile' }).hasAttribute('data-highlighted')).toBe(
      true,
    );
  });
}

// The menu's machine reacts to pointer and keyboard events as a browser sends them: user-event.
describe('AccountMenu', () => {
  it('opens from the avatar by keyboard and lists Profile, Security and Logout', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ana Lima' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
        'Profile',
        'Security',
        'Logout',
      ]),
    );
  });

  it('Security opens its Settings tab, by keyboard', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Account menu for Ana Lima' }).focus();
    // Enter opens the menu with its first item highlighted; one step down is Security.
    await openByKeyboard(user);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Security tab')).toBeTruthy();
  });

  it('Logout signs out, by keyboard', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderMenu();
    screen.getByRole('button', { name: 'Account menu for Ana Lima' }).focus();
    await openByKeyboard(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onLogout).toHaveBeenCalled());
  });
});
