/**
 * The public pages are prerendered at build time and hydrated:
 * with JavaScript blocked they are visible and styled; with it, React
 * takes the same markup over without a mismatch, and the form signs in.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUser } from '../support/session';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is visible and styled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Login', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByText('Enter your email and password to sign in')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // Chakra's styles came with the HTML: the two-column grid, the brand button, the reset font.
    await expect(page.locator('main')).toHaveCSS('display', 'grid');
    await expect(submit).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(submit).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(await submit.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(30);
    await expect(page.locator('body')).not.toHaveCSS('font-family', /Times/);
  });

  test('sign-up and e-mail verification are prerendered too', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /company name/i })).toBeVisible();
    await page.goto('/verify-email/any-token');
    await expect(page.getByText('Verifying your email...')).toBeVisible();
  });

  test('a signed-in route is not prerendered: it needs the app', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Remembers the prerendered `<main>` the moment it is parsed, before any script runs. */
async function rememberPrerenderedMain(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __prerenderedMain?: Element | null };
    const observer = new MutationObserver(() => {
      const main = document.querySelector('#root[data-prerendered] main');
      if (main) {
        w.__prerenderedMain = main;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Every console error or warning of the page (React reports hydration mismatches there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the sign-in page hydrates without a mismatch and signs in', async ({ page }) => {
  const problems = consoleProblems(page);
  await rememberPrerenderedMain(page);
  await page.goto('/');
  // The page's effects ran: React owns the page.
  await expect(page).toHaveTitle('Login · Pulse');
  // Hydration kept the server's nodes; a mismatch would have rendered the page afresh.
  expect(
    await page.evaluate(
      () =>
        (window as Window & { __prerenderedMain?: Element | null }).__prerenderedMain ===
        document.querySelector('main'),
    ),
  ).toBe(true);
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('sign-up and e-mail verification hydrate without a mismatch', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · Pulse');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Email Verification Failed' })).toBeVisible();
  expect(problems.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
});

test('what is typed before the page hydrates is kept, and signs in', async ({ page }) => {
  // The page's scripts wait until the visitor has typed, as on a slow connection.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  release();
  // Hydrated: the page's effects ran.
  await expect(page).toHaveTitle('Login · Pulse');
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(demoUser.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
