import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('below 992 px the menu is a drawer, closed at first, closed again by a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page);
  // The drawer's toggle ("Open menu" / "Close menu"), not the avatar's account menu.
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(page.getByRole('link', { name: 'License Key' })).toBeHidden();
  await toggle.click();
  const link = page.getByRole('link', { name: 'License Key' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/license-key$/);
  await expect(page.getByRole('link', { name: 'License Key' })).toBeHidden();
});

test('on wide screens the sidebar is open; crossing 992 px closes and reopens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Reports' })).toBeVisible();
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Reports' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Reports' })).toBeVisible();
});

test('the header title follows the route', async ({ page }) => {
  await signIn(page);
  await page.goto('/license-key');
  await expect(page.getByRole('banner').getByText('License Key')).toBeVisible();
  await page.goto('/demo/email');
  await expect(page.getByRole('banner').getByText('Services Demo')).toBeVisible();
});
