import { expect, test } from '@playwright/test';
import { ports, startServer, stopServer } from '../support/servers';
import { signIn } from '../support/session';

test.afterAll(async () => {
  await startServer('account').catch(() => undefined);
});

test('a stopped remote shows the contained panel inside the layout; Retry loads it once it is back', async ({
  page,
}) => {
  await signIn(page);
  await stopServer('account');
  await page.goto('/license-key');
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  // The layout still works around the panel.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('License Key')).toBeVisible();

  await startServer('account');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveValue(/^pk_live_/);
});

test('routes of remotes that are not deployed show the panel, not a blank page', async ({
  page,
}) => {
  await signIn(page);
  // The billing remote is built and served now: make its origin unreachable for this page, as if
  // it had never been deployed.
  await page.route(`http://localhost:${ports.billing}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/billing');
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'License Key' }),
  ).toBeVisible();
});
