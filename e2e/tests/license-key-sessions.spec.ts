import { expect, test, type APIRequestContext } from '@playwright/test';
import { invitationPathFor } from '../support/outbox';

import { newVerifiedCustomer, sessionOf, signIn, uniqueEmail } from '../support/session';
import { scaled } from '../support/time';

/**
 * A key is not a session: when an owner
 * regenerates the License Key, the owner's other tab and a teammate in a browser of their own stay
 * signed in, keep working and take up the new key.
 */

async function teammate(request: APIRequestContext, ownerToken: string) {
  const email = uniqueEmail('key-admin').toLowerCase();
  const invited = await request.post('/api/members/invitations', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email, role: 'admin' },
  });
  expect(invited.status()).toBe(201);
  const token = decodeURIComponent((await invitationPathFor(email)).replace('/invite/', ''));
  const password = 'Str0ng!Passw0rd';
  const accepted = await request.post('/api/invitations/accept', {
    data: { token, fullName: 'Adam Admin', password },
  });
  expect(accepted.ok()).toBe(true);
  return { email, password };
}

test('regenerating the License Key signs out no other tab and no teammate', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await newVerifiedCustomer(request, 'key-owner');
  const ownerBrowser = await browser.newContext();
  const tab = await ownerBrowser.newPage();
  await signIn(tab, owner);
  const otherTab = await ownerBrowser.newPage();
  await otherTab.goto('/reports');
  await expect(otherTab.getByText('Transaction Reports', { exact: true })).toBeVisible();

  const adminBrowser = await browser.newContext();
  const admin = await adminBrowser.newPage();
  await signIn(admin, await teammate(request, (await sessionOf(tab)).token));
  const oldKey = (await sessionOf(admin)).apiKey;

  await tab.goto('/license-key');
  await tab.getByRole('button', { name: 'REGENERATE' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(async () => (await sessionOf(tab)).apiKey).not.toBe(oldKey);
  const newKey = (await sessionOf(tab)).apiKey;

  // The teammate works on, with their stale key: a read, then a lookup that needs the key.
  for (const person of [admin, otherTab]) {
    await person.goto('/dashboard');
    await expect(person.getByText('Account Summary', { exact: true })).toBeVisible({
      timeout: scaled(30_000),
    });
    await person.goto('/demo/ip');
    await person.getByRole('textbox', { name: 'IP Address' }).fill('8.8.8.8');
    const answered = person.waitForResponse(
      (r) => r.url().endsWith('/api/iplookup') && r.status() === 200,
    );
    await person.getByRole('button', { name: 'Submit' }).click();
    await answered;
    await expect(person.getByText('Your session has expired')).toHaveCount(0);
    await expect.poll(async () => (await sessionOf(person))?.apiKey).toBe(newKey);
    expect(new URL(person.url()).pathname).toBe('/demo/ip');
  }
  await ownerBrowser.close();
  await adminBrowser.close();
});
