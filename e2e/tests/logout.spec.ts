/**
 * Logout ends the session on the server: after the sidebar's Logout the
 * old token is refused with 401 at once; when the API cannot be reached, Logout still signs out
 * locally.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

/** A remote's first screen can take a while on a busy machine (shared CI runners). */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/** The session token the shell keeps (localStorage `root`). */
const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('root') ?? '{}') as { user?: { token?: string } }).user
        ?.token ?? null,
  );

test('Logout ends the server session: the old token gets 401 at once', async ({
  page,
  request,
}) => {
  const customer = await newVerifiedCustomer(request, 'logout');
  await signIn(page, customer);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/user-data/profile', { headers: auth })).status()).toBe(200);

  const logoutCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/logout') && r.request().method() === 'POST',
  );
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  expect((await logoutCall).status()).toBe(204);
  await expect(page.getByText('Get Started')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  const after = await request.get('/api/user-data/profile', { headers: auth });
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: 'INVALID_TOKEN' });
});

test('Logout signs out locally when the API cannot be reached', async ({ page, request }) => {
  const customer = await newVerifiedCustomer(request, 'logout-offline');
  await signIn(page, customer);
  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Get Started')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
