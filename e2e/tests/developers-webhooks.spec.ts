/**
 * Developers → Webhooks: add an endpoint (every form message), the signing secret shown once, a test
 * event reaching a local receiver with its attempt logged, Re-send, edit, roll, delete; the loading
 * error state; a 390 px phone; keyboard only; axe.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { seriousViolations } from '../support/axe';

import { scaled } from '../support/time';

interface Receiver {
  url: string;
  bodies: string[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    bodies,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** The status of the newest delivery to the customer's first endpoint, read through the API. */
async function newestDeliveryStatus(page: Page): Promise<string | undefined> {
  const headers = { authorization: `Bearer ${(await sessionOf(page)).token}` };
  const endpoints = await page.request.get('/api/webhooks/endpoints', { headers });
  expect(endpoints.ok()).toBe(true);
  const [endpoint] = (await endpoints.json()) as { id: string }[];
  if (!endpoint) return undefined;
  const deliveries = await page.request.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`, {
    headers,
  });
  expect(deliveries.ok()).toBe(true);
  return ((await deliveries.json()) as { status: string }[])[0]?.status;
}

async function signInNew(page: Page): Promise<void> {
  await signIn(page, await newVerifiedCustomer(page.request, 'webhooks'));
}

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Ticks or unticks a checkbox of `scope` as a user does, by its visible label. Its input is
 * visually hidden and, in a dialog taller than the window, may lie outside the viewport, where
 * Playwright cannot click it even with `force`.
 */
async function setChecked(scope: Locator, name: string | RegExp, checked: boolean): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  if ((await box.isChecked()) !== checked) {
    // `has` is looked for inside each label, so it names the checkbox without the scope.
    const inLabel = scope.page().getByRole('checkbox', { name });
    await scope.locator('label').filter({ has: inLabel }).click();
  }
  await expect(box).toBeChecked({ checked });
}

/** Yes/no confirmations (ConfirmDialog) are alert dialogs. */
const confirmation = (page: Page) => page.getByRole('alertdialog');

test.describe('Developers → Webhooks', () => {
  test.setTimeout(180_000);

  test('add an endpoint, see its secret once, send a test event, re-send, edit, roll and delete', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signInNew(page);
      await page.goto('/developers');
      await expect(page).toHaveURL(/\/developers\/keys$/);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\/developers\/webhooks$/);
      await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByText('No endpoints yet. Add one to receive events.')).toBeVisible();
      await expect(
        page.getByText(
          'Pulse sends a signed POST to your endpoints when these events happen. Deliveries to one endpoint arrive in order and are retried for 24 hours.',
        ),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const d = dialog(page);
      await expect(d.getByRole('heading', { name: 'Add endpoint' })).toBeVisible();
      await d.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(d.getByText('Enter the URL of your endpoint')).toBeVisible();
      await d.getByRole('textbox', { name: /Endpoint URL/ }).fill('not a url');
      await expect(
        d.getByText('Enter a valid URL, like https://example.com/webhooks'),
      ).toBeVisible();
      await setChecked(d, /report\.created/, false);
      await expect(d.getByText('Choose at least one event')).toBeVisible();
      await setChecked(d, /report\.created/, true);
      await d.getByRole('textbox', { name: /Endpoint URL/ }).fill('http://example.com/hooks');
      await d.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(d.getByRole('alert')).toHaveText('The URL must start with https://');

      await d.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
      await d.getByRole('textbox', { name: 'Description' }).fill('Local receiver');
      await setChecked(d, /payment\.succeeded/, true);
      await d.getByRole('button', { name: 'Add endpoint' }).click();
      // The toast comes with the save and lives 3 s (spec: app toasts): checked before the secret
      // is read, which on a loaded machine takes longer than that.
      await expect(page.getByText('Endpoint added')).toBeVisible();

      const secretDialog = dialog(page);
      await expect(secretDialog.getByRole('heading', { name: 'Signing secret' })).toBeVisible();
      await expect(
        secretDialog.getByText('Copy this signing secret now. It will not be shown again.'),
      ).toBeVisible();
      const secret = (await secretDialog.getByTestId('signing-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await secretDialog.getByRole('button', { name: 'Done' }).click();

      const card = page.getByTestId('endpoint');
      await expect(card.getByText(receiver.url)).toBeVisible();
      await expect(card.getByText('Local receiver')).toBeVisible();
      await expect(card.getByText('Enabled')).toBeVisible();
      await expect(card.getByText(`Signing secret ${secret.slice(0, 10)}…`)).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);

      await card.getByRole('button', { name: 'Show deliveries' }).click();
      await expect(
        card.getByText('No deliveries yet. Send a test event to try your endpoint.'),
      ).toBeVisible();
      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Test event sent')).toBeVisible();
      await expect.poll(() => receiver.bodies.length, { timeout: scaled(30_000) }).toBe(1);
      expect(JSON.parse(receiver.bodies[0] ?? '{}')).toMatchObject({
        type: 'report.created',
        test: true,
      });
      // The delivery is marked after the receiver's answer reaches the API: wait for that through
      // the API, then one Refresh must show it.
      await expect
        .poll(() => newestDeliveryStatus(page), { timeout: scaled(30_000) })
        .toBe('succeeded');
      const delivery = card.getByTestId('delivery');
      await card.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery.first().getByText('Succeeded')).toBeVisible();
      await expect(delivery.first().getByText('1 attempt · HTTP 200')).toBeVisible();
      await delivery.first().getByRole('button', { name: 'Attempts' }).click();
      await expect(delivery.first().getByText('received')).toBeVisible();

      await delivery.first().getByRole('button', { name: 'Re-send' }).click();
      await expect(page.getByText('Delivery queued again')).toBeVisible();
      await expect.poll(() => receiver.bodies.length, { timeout: scaled(30_000) }).toBe(2);
      expect(receiver.bodies[1]).toBe(receiver.bodies[0]);
      await expect(delivery).toHaveCount(2);

      await card.getByRole('button', { name: 'Edit' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Edit endpoint' })).toBeVisible();
      await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Paused receiver');
      await setChecked(dialog(page), 'Enabled', false);
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Endpoint saved')).toBeVisible();
      await expect(card.getByText('Disabled')).toBeVisible();
      await expect(card.getByText('Paused receiver')).toBeVisible();

      await card.getByRole('button', { name: 'Roll secret' }).click();
      await expect(
        confirmation(page).getByText(
          'The current secret stops signing at once. Update your receiver with the new one.',
        ),
      ).toBeVisible();
      await confirmation(page).getByRole('button', { name: 'Roll secret' }).click();
      const rolled = (await page.getByTestId('signing-secret').textContent()) ?? '';
      expect(rolled).toMatch(/^whsec_/);
      expect(rolled).not.toBe(secret);
      await dialog(page).getByRole('button', { name: 'Done' }).click();

      await card.getByRole('button', { name: 'Delete' }).click();
      await expect(
        confirmation(page).getByText(
          'Pulse stops sending events to this URL, and its delivery log is deleted.',
        ),
      ).toBeVisible();
      await confirmation(page).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Endpoint deleted')).toBeVisible();
      await expect(page.getByText('No endpoints yet. Add one to receive events.')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('shows an error with Retry when the endpoints cannot be loaded', async ({ page }) => {
    await signInNew(page);
    let fail = true;
    await page.route('**/api/webhooks/endpoints', async (route) => {
      if (fail) await route.fulfill({ status: 503, json: { error: 'down', code: 'UNAVAILABLE' } });
      else await route.continue();
    });
    await page.goto('/developers/webhooks');
    await expect(page.getByText('Webhook endpoints could not be loaded.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No endpoints yet. Add one to receive events.')).toBeVisible();
  });

  test('works at 390 px and by keyboard alone, with no serious axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInNew(page);
    await page.goto('/developers/webhooks');
    await expect(page.getByText('No endpoints yet. Add one to receive events.')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add endpoint' });
    await add.focus();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Add endpoint' })).toBeVisible();
    await page.keyboard.type('https://hooks.example.com/pulse');
    await expect(d.getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue(
      'https://hooks.example.com/pulse',
    );
    await page.keyboard.press('Enter');
    await d.getByRole('button', { name: 'Done' }).press('Enter');
    await expect(page.getByTestId('endpoint')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });
});
