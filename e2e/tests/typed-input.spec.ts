import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { trackNetwork } from '../support/in-app';
import { invitationPathFor, linkPathFor } from '../support/outbox';
import { casePath } from '../support/routes';
import {
  demoUser,
  newVerifiedCustomer,
  sessionOf,
  signIn,
  uniqueEmail,
  waitForInteractive,
} from '../support/session';

/**
 * No typed character is lost: a person
 * types into a form the moment its field shows after a fresh page load, without waiting for the
 * page's scripts or the network, and every character reaches the field and the form. The public
 * pages are prerendered, so their fields show before the scripts run: each is loaded 8 times in a
 * new browser context (nothing cached). The signed-in forms render in the browser: a few loads each.
 */

const TEXT = 'someone@acme-test.io';
/** A person's typing pace: the keystrokes span the page's hydration and the form's set-up. */
const KEY_DELAY_MS = 30;

/**
 * Waits until the page's app has rendered or hydrated (`pulse:interactive`) and its calls ended, by
 * the page's own request events (`network`, tracked from before the load): Playwright's
 * `networkidle` never came after some loads in Chromium's headless shell, with no request open
 * (e2e/bench/network-idle.ts, docs/benchmarks.md "CI time").
 */
async function settled(page: Page, network: { idle: () => Promise<void> }): Promise<void> {
  await waitForInteractive(page);
  await network.idle();
}

/**
 * Loads `path` afresh, types `TEXT` into `field` as soon as it is visible, and checks that the
 * field holds all of it once the page settled. `holds` then checks the form has it too.
 */
async function typeOnArrival(
  page: Page,
  path: string,
  field: (page: Page) => Locator,
  holds?: (page: Page) => Promise<void>,
): Promise<void> {
  const network = trackNetwork(page);
  await page.goto(path, { waitUntil: 'commit' });
  const input = field(page);
  await input.waitFor({ state: 'visible' });
  await input.pressSequentially(TEXT, { delay: KEY_DELAY_MS });
  await settled(page, network);
  await expect(input, `${path}: every typed character is kept`).toHaveValue(TEXT);
  await holds?.(page);
}

/**
 * Fresh loads of each public page, and how many of them run at once. Eight loads of each of the
 * five pages (40 per run, every CI run) keep the hydration race sampled while costing the suite
 * about 2.5 minutes less than 20 each did.
 */
const PUBLIC_RUNS = 8;
const AT_ONCE = 4;

/**
 * `PUBLIC_RUNS` fresh loads of a public page, each in a new browser context, four at a time: most of a load
 * is waiting (the typing pace, the network going idle), and pages that load side by side compete
 * for the CPU, which only widens the window between a field showing and its form taking over.
 */
async function publicRuns(
  browser: Browser,
  path: string,
  field: (page: Page) => Locator,
  holds?: (page: Page) => Promise<void>,
): Promise<void> {
  const one = async (run: number) => {
    const context = await browser.newContext();
    try {
      await test.step(`${path}, load ${run}`, async () =>
        typeOnArrival(await context.newPage(), path, field, holds));
    } finally {
      await context.close();
    }
  };
  for (let first = 1; first <= PUBLIC_RUNS; first += AT_ONCE) {
    const batch = Array.from({ length: AT_ONCE }, (_, i) => first + i).filter(
      (run) => run <= PUBLIC_RUNS,
    );
    await Promise.all(batch.map(one));
  }
}

// Each test stands alone (its own page and customer): the two workers of the tenant specs share them.
test.describe.configure({ mode: 'parallel' });

test.describe('typed input is never lost', () => {
  // `PUBLIC_RUNS` fresh loads of each public page on a busy machine.
  test.setTimeout(300_000);

  test('sign-in', async ({ browser }) => {
    await publicRuns(browser, '/', (page) => page.getByRole('textbox', { name: 'Email' }));
  });

  test('sign-up', async ({ browser }) => {
    await publicRuns(browser, '/signup', (page) =>
      page.getByRole('textbox', { name: 'Full name' }),
    );
  });

  test('forgot password: the form holds the address (its button is enabled)', async ({
    browser,
  }) => {
    await publicRuns(
      browser,
      '/forgot-password',
      (page) => page.getByRole('textbox', { name: 'Email' }),
      async (page) => {
        await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
      },
    );
  });

  test('reset password', async ({ browser, request }) => {
    // A live link: the page checks its token on open and shows the form only for a usable one.
    const customer = await newVerifiedCustomer(request, 'typed-reset');
    const asked = await request.post('/api/auth/forgot-password', {
      data: { email: customer.email },
    });
    expect(asked.ok()).toBe(true);
    const path = await linkPathFor(customer.email, '/reset-password');
    await publicRuns(browser, path, (page) => page.getByLabel(/^New password/));
  });

  test('invitation', async ({ browser, page, request }) => {
    await signIn(page, demoUser);
    const { token } = await sessionOf(page);
    const email = uniqueEmail('typed-invite').toLowerCase();
    const invited = await request.post('/api/members/invitations', {
      headers: { authorization: `Bearer ${token}` },
      data: { email, role: 'viewer' },
    });
    expect(invited.status()).toBe(201);
    const link = await invitationPathFor(email);
    await publicRuns(browser, link, (p) => p.getByRole('textbox', { name: 'Full name' }));
  });

  test('signed-in forms', async ({ browser }) => {
    const context = await browser.newContext();
    const signedIn = await context.newPage();
    await signIn(signedIn, demoUser);
    const forms: [string, (page: Page) => Locator][] = [
      ['/demo/email', (page) => page.getByRole('textbox', { name: 'Email Address' })],
      ['/settings/profile', (page) => page.getByRole('textbox', { name: 'New email' })],
      [
        '/settings/members',
        (page) =>
          page
            .getByRole('form', { name: 'Invite a member' })
            .getByRole('textbox', { name: 'Email' }),
      ],
      ['/watchlists', (page) => page.getByRole('textbox', { name: 'Name', exact: true })],
      ['/settings/privacy', (page) => page.getByRole('textbox', { name: /^E-mail/ })],
      [
        '/monitoring',
        (page) =>
          page.getByRole('form', { name: 'Add subject' }).getByRole('textbox', { name: /^Name/ }),
      ],
      [
        '/monitoring',
        (page) =>
          page
            .getByRole('form', { name: 'Add subject' })
            .getByRole('textbox', { name: 'Reference' }),
      ],
      ['/monitoring', (page) => page.getByRole('textbox', { name: 'Search subjects' })],
    ];
    for (const [path, field] of forms) {
      for (let run = 1; run <= 4; run++) {
        // A new tab of the signed-in browser: a fresh load of the app.
        const page = await context.newPage();
        await test.step(`${path}, load ${run}`, () => typeOnArrival(page, path, field));
        await page.close();
      }
    }
    await context.close();
  });

  test("a case's note", async ({ browser, request }) => {
    // A customer of its own, whose AML lookup of a sanctioned name opens a case.
    const owner = await newVerifiedCustomer(request, 'typed-case');
    const context = await browser.newContext();
    const signedIn = await context.newPage();
    await signIn(signedIn, owner);
    const path = await casePath(signedIn);
    for (let run = 1; run <= 4; run++) {
      const page = await context.newPage();
      await test.step(`${path}, load ${run}`, () =>
        typeOnArrival(page, path, (p) => p.getByLabel('Note (optional)')));
      await page.close();
    }
    await context.close();
  });
});
