import { expect, test, type Page } from '@playwright/test';
import { apiUrl, startServer, stopServer } from '../support/servers';

import { newVerifiedCustomer, sessionOf, signIn } from '../support/session';

const PRICING_ORIGIN = 'https://www.pulse-verify.com';

interface BillingAnswer {
  services: {
    id: string;
    name: string;
    freeCallsAvailable: number;
    freeCallsUsed: number;
    paidCallsAvailable: number;
    paidCallsUsed: number;
    costPerCall: number;
    totalServiceCost: number;
  }[];
  totalRequests: number;
  totalCost: number;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(cents / 100);
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The month the page opens on: the current month of the browser's (this machine's) calendar. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** GET /api/billing straight from the API with the signed-in page's session. */
async function billingFromApi(page: Page, month: string): Promise<BillingAnswer> {
  const user = await sessionOf(page);
  const response = await page.request.get(
    `${apiUrl}/api/billing?month=${month}&clientId=${user.clientId}`,
    {
      headers: {
        authorization: `Bearer ${user.token}`,
        licensekey: user.apiKey,
        clientid: user.clientId,
      },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as BillingAnswer;
}

async function openBilling(page: Page, user?: { email: string; password: string }) {
  await signIn(page, user);
  await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

test.describe('billing remote', () => {
  test.afterAll(async () => {
    await startServer('billing').catch(() => undefined);
  });

  test("the billing page shows the API's numbers for the chosen month", async ({ page }) => {
    await openBilling(page);
    const answer = await billingFromApi(page, thisMonth());
    await expect(page.getByLabel(`Total Calls: ${count(answer.totalRequests)}`)).toBeVisible();
    await expect(page.getByLabel(`Total Cost: ${usd(answer.totalCost)}`)).toBeVisible();

    const table = page.getByRole('table', { name: 'Monthly billing' });
    const rows = table.locator('tbody tr');
    if (answer.services.length === 0) {
      await expect(table.getByText('No Records Found')).toBeVisible();
    } else {
      await expect(rows).toHaveCount(answer.services.length);
      for (const [i, s] of answer.services.entries()) {
        await expect(rows.nth(i).getByRole('cell')).toHaveText([
          s.name,
          count(s.freeCallsAvailable),
          count(s.freeCallsUsed),
          count(s.paidCallsAvailable),
          count(s.paidCallsUsed),
          usd(s.costPerCall),
          usd(s.totalServiceCost),
        ]);
      }
      // The table's look (its plain cells are styled from the table): padded, ruled, figures
      // aligned to the end, the service name to the start.
      const cells = rows.first().getByRole('cell');
      await expect(cells.first()).toHaveCSS('text-align', 'start');
      await expect(cells.last()).toHaveCSS('text-align', 'end');
      await expect(cells.last()).toHaveCSS('padding-left', '8px');
      await expect(cells.last()).toHaveCSS('border-bottom-width', '1px');
      await expect(table.getByRole('columnheader').last()).toHaveCSS('white-space', 'nowrap');
    }

    // Another month reloads: a month before any usage shows the API's (empty) figures for it.
    const earlier = await billingFromApi(page, '2024-01');
    await page.getByRole('textbox', { name: 'Choose a month' }).click();
    const dialog = page.getByRole('dialog');
    while (!(await dialog.getByText('2024', { exact: true }).isVisible())) {
      await dialog.getByRole('button', { name: 'Previous year' }).click();
    }
    await dialog.getByRole('button', { name: 'January 2024' }).click();
    await expect(page.getByRole('textbox', { name: 'Choose a month' })).toHaveValue('January 2024');
    await expect(page.getByLabel(`Total Calls: ${count(earlier.totalRequests)}`)).toBeVisible();
    await expect(page.getByLabel(`Total Cost: ${usd(earlier.totalCost)}`)).toBeVisible();
  });

  test('selecting Fraud Engine opens the enterprise dialog; View Pricing opens pricing and resets to Address Lookup', async ({
    page,
  }) => {
    await page
      .context()
      .route(`${PRICING_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Pricing</h1>' }),
      );
    // A customer without the Fraud Engine (the demo customer is an Enterprise one).
    await openBilling(page, await newVerifiedCustomer(page.request, 'no-fraud-engine'));
    const service = page.getByRole('combobox', { name: 'Service' });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('1000');
    await service.selectOption({ label: 'Fraud Engine' });
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Fraud Engine is available exclusively for our Enterprise customers.'),
    ).toBeVisible();
    // The modal hides the page from the accessibility tree while it is open.
    await expect(page.getByRole('button', { name: 'Top Up', includeHidden: true })).toBeDisabled();

    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'View Pricing' }).click();
    const pricing = await popup;
    await expect(pricing).toHaveURL(`${PRICING_ORIGIN}/pricing`);
    expect(await pricing.evaluate(() => window.opener)).toBeNull();
    await pricing.close();

    await expect(dialog).toBeHidden();
    await expect(service).toHaveValue('addressLookup');
    await expect(page.getByRole('button', { name: 'Top Up' })).toBeEnabled();
  });

  test('an Enterprise customer choosing Fraud Engine reads how to get more calls, not that it is Enterprise-only', async ({
    page,
  }) => {
    await openBilling(page);
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Fraud Engine' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Your Enterprise plan includes the Fraud Engine/)).toBeVisible();
    await expect(dialog.getByText(/available exclusively/)).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      /^mailto:sales@pulse-verify\.com/,
    );
  });

  test('a decimal quantity buys whole calls: shown, priced and sent as the same number (spec §5)', async ({
    page,
  }) => {
    await openBilling(page);
    let sent: unknown;
    await page.route('**/api/payments/create-checkout-session', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { url: '/billing?checkout=stub' } });
    });
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Email Lookup' });
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('600.5');
    await quantity.blur();
    await expect(page.getByText('Calls are bought whole: 600 calls')).toBeVisible();
    const price = page.getByTestId('top-up-price');
    await expect(price).toContainText('600 calls × $0.02');
    await expect(price.getByLabel('Price')).toHaveText('$12.00');
    await page.getByRole('button', { name: 'Top Up' }).click();
    await expect.poll(() => sent).toMatchObject({ serviceType: 'emailLookup', quantity: 600 });
  });

  test('the quantity takes digits and one point only, and the BIN minimum is enforced', async ({
    page,
  }) => {
    await openBilling(page);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'BIN Lookup' });
    await quantity.pressSequentially('1a0-0.5.e');
    await expect(quantity).toHaveValue('100.5');
    await quantity.fill('24999');
    await quantity.blur();
    await expect(page.getByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Top Up' })).toBeDisabled();
    await quantity.fill('25000');
    await expect(page.getByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeHidden();
    await expect(page.getByLabel('Price')).toHaveText('$250.00');
    await expect(page.getByRole('button', { name: 'Top Up' })).toBeEnabled();
  });

  test('the payment-cancel page shows the reason and the session id of the query', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/payment-cancel?reason=Your%20card%20was%20declined.&session_id=cs_test_123');
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(
      page.getByText(
        "Your payment was cancelled. Don't worry, no charges have been made to your account.",
      ),
    ).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByText('cs_test_123')).toBeVisible();
    await expect(
      page.getByText('Need help? Contact our support team for assistance.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('the payment-success page shows its texts and leads to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(
      page.getByText('Thank you for your purchase. Your payment has been processed successfully.'),
    ).toBeVisible();
    await expect(page.getByText('You will receive a confirmation email shortly.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('with the billing remote down, /billing shows the contained panel inside the layout', async ({
    page,
  }) => {
    await signIn(page);
    await stopServer('billing');
    await page.goto('/billing');
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'License Key' }),
    ).toBeVisible();
    await startServer('billing');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  });
});

/** Pays on the API's sandbox checkout page: card number, a future expiry, a CVC, "Pay". */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

async function paidCallsOf(page: Page, service: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Monthly billing' })
    .getByRole('row')
    .filter({ hasText: service });
  const text = (await row.getByRole('cell').nth(3).textContent()) ?? '0';
  return Number(text.replace(/,/g, ''));
}

test.describe('top-up through the sandbox checkout', () => {
  test('top up → sandbox checkout → 4242 card → success page → billing shows the new paid calls', async ({
    page,
  }) => {
    await openBilling(page);
    await expect(
      page
        .getByRole('table', { name: 'Monthly billing' })
        .getByRole('row', { name: /Email Lookup/ }),
    ).toBeVisible();
    const before = await paidCallsOf(page, 'Email Lookup');

    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Email Lookup' });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('500');
    await expect(page.getByLabel('Price')).toHaveText('$10.00');
    await page.getByRole('button', { name: 'Top Up' }).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const credited = page.getByRole('region', { name: 'Credited to your account' });
    await expect(credited.getByText('Email Lookup')).toBeVisible();
    await expect(credited.getByText('500', { exact: true })).toBeVisible();
    await expect(credited.getByText('$10.00')).toBeVisible();

    // Loading the return URL again credits nothing more.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Credited to your account' })).toBeVisible();

    await page.goto('/billing');
    await expect.poll(() => paidCallsOf(page, 'Email Lookup')).toBe(before + 500);
    const history = page.getByRole('table', { name: 'Payment history' });
    const latest = history.locator('tbody tr').first();
    await expect(latest.getByRole('cell')).toContainText(['Email Lookup', '500', '$10.00', 'Paid']);
    await expect(latest.getByRole('link', { name: 'Receipt' })).toBeVisible();
    const receipt = page.waitForEvent('popup');
    await latest.getByRole('link', { name: 'Receipt' }).click();
    await expect((await receipt).getByText(/Email Lookup/).first()).toBeVisible();
  });

  test('a declined card returns to the cancel page with the reason and credits nothing', async ({
    page,
  }) => {
    await openBilling(page);
    await expect(
      page
        .getByRole('table', { name: 'Monthly billing' })
        .getByRole('row', { name: /Phone Lookup/ }),
    ).toBeVisible();
    const before = await paidCallsOf(page, 'Phone Lookup');

    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Phone Lookup' });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('500');
    await page.getByRole('button', { name: 'Top Up' }).click();
    await payOnSandbox(page, '4000 0000 0000 0002');

    await expect(page).toHaveURL(/\/payment-cancel\?.*session_id=/);
    await expect(page).toHaveURL(/reason=/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByText('Reason')).toBeVisible();
    await expect(page.getByText('Session ID')).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect.poll(() => paidCallsOf(page, 'Phone Lookup')).toBe(before);
  });
});
