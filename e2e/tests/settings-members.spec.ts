import { expect, test, type Locator, type Page } from '@playwright/test';
import { invitationPathFor } from '../support/outbox';

import { newVerifiedCustomer, sessionOf, signIn, uniqueEmail } from '../support/session';
import { seriousViolations } from '../support/axe';
import { scaled } from '../support/time';

/**
 * Settings → Members: an owner invites a
 * developer; the invitation e-mail's link opens the accept page; the new member sets a name and
 * password and lands signed in as a developer, without Billing (navigation, page and API). The
 * owner then changes the role and removes the member, and the audit log shows each step. Phone
 * layout and axe on the new pages.
 */

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const PASSWORD = 'Str0ng!Passw0rd';

/**
 * Opens a page of the account remote and waits for `ready`. Past the shell's load deadline on a
 * loaded machine the section offers Retry, which a person presses once; the page must then load.
 */
async function openRemotePage(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  const failed = page.getByText('This section could not be loaded');
  await expect(ready.or(failed).first()).toBeVisible({ timeout: scaled(30_000) });
  if (await failed.isVisible()) await page.getByRole('button', { name: 'Retry' }).click();
  await expect(ready.first()).toBeVisible({ timeout: scaled(30_000) });
}

test.describe('Settings → Members', () => {
  // Two browsers, a remote load and several sign-ins: generous for a busy machine.
  test.setTimeout(300_000);

  test('invite a developer, accept, roles apply, change the role, remove, audited', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await newVerifiedCustomer(request, 'members-owner');
    await signIn(page, owner);
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await openRemotePage(page, '/settings/members', nav.getByRole('link', { name: 'Members' }));

    // Invite a developer.
    const devEmail = uniqueEmail('members-dev').toLowerCase();
    await page.getByRole('textbox', { name: 'Email' }).fill(devEmail);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('developer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${devEmail}`)).toBeVisible();
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    await expect(pending.getByRole('row').filter({ hasText: devEmail })).toContainText('Developer');

    // The invitee opens the e-mail's link in a browser of their own.
    const link = await invitationPathFor(devEmail);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const dev = await context.newPage();
    await dev.goto(link);
    await expect(dev.getByRole('heading', { name: 'Join Acme Corp' })).toBeVisible();
    await expect(dev.getByTestId('invite-email')).toHaveText(devEmail);
    await noSidewaysScroll(dev);
    expect(await seriousViolations(dev)).toEqual([]);
    await dev.setViewportSize({ width: 1280, height: 900 });

    await dev.getByRole('textbox', { name: 'Full name' }).fill('Dora Dev');
    await dev.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dev.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await dev.getByRole('button', { name: 'Join the team' }).click();
    await expect(dev).toHaveURL(/\/dashboard$/, { timeout: scaled(30_000) });

    // Signed in as a developer: no Billing in the navigation, the page refuses, and so does the API.
    const sidebar = dev.getByRole('navigation').first();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await dev.goto('/billing');
    await expect(dev.getByText('You do not have access to this page')).toBeVisible();
    const { token } = await sessionOf(dev);
    const auth = { authorization: `Bearer ${token}` };
    for (const path of ['/api/billing', '/api/billing/monthly-summary', '/api/payments']) {
      const res = await dev.request.get(path, { headers: auth });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).code).toBe('ROLE_FORBIDDEN');
    }
    expect((await dev.request.get('/api/reports', { headers: auth })).status()).toBe(200);

    // The owner sees the new member, changes the role, then removes the member.
    const members = page.getByRole('table', { name: 'Members' });
    await openRemotePage(page, '/settings/members', members);
    await expect(members.getByRole('row').filter({ hasText: 'Dora Dev' })).toContainText(devEmail);
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Role of Dora Dev' }).selectOption('viewer');
    await expect(page.getByText('Dora Dev is now Viewer')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Dora Dev' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Remove Dora Dev?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Dora Dev was removed')).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: 'Dora Dev' })).toHaveCount(0);
    // Their session ended at once.
    expect((await dev.request.get('/api/reports', { headers: auth })).status()).toBe(401);
    await context.close();

    // The audit log tells the story.
    await openRemotePage(
      page,
      '/settings/audit-log',
      page.getByRole('cell', { name: 'Member removed' }),
    );
    for (const action of ['Member invited', 'Member joined', 'Role changed', 'Member removed'])
      await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
  });

  test('phone width: the members page has no sideways scroll and is axe clean', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await newVerifiedCustomer(request, 'members-phone'));
    const { token } = await sessionOf(page);
    const invited = await request.post('/api/members/invitations', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: uniqueEmail('members-phone-dev'), role: 'viewer' },
    });
    expect(invited.status()).toBe(201);
    await openRemotePage(page, '/settings/members', page.getByRole('list', { name: 'Members' }));
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem'),
    ).toHaveCount(1);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Revoke the invitation/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
