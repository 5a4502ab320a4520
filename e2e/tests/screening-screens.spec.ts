/**
 * The screening and review screens at every width, and what each role is offered on them: a new
 * customer's case detail, monitoring and batches have no serious axe violation at 1440, 1280 and
 * 390 px, are no wider than a 390 px screen (wide tables scroll in their region), and the case's
 * labels never touch their values; a viewer and an analyst are offered no Delete, no API docs and
 * no empty state telling them to do what their role may not.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { authOf, create } from '../support/reports';
import { monitorPeople, newestCaseId } from '../support/screening';
import { widths } from '../support/routes';
import { apiToken, inviteMember, newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { scaled } from '../support/time';

type Person = { email: string; password: string };

/** How much wider than the viewport the page is (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Each label of the case's facts beside (or above) its value, with the space between them in px:
 * negative when they overlap or touch.
 */
const factGaps = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('dl[aria-label="Subject"] dt, dl[aria-label="Origin"] dt'),
    ).map((dt) => {
      const dd = dt.nextElementSibling as HTMLElement;
      const l = dt.getBoundingClientRect();
      const v = dd.getBoundingClientRect();
      const beside = l.top < v.bottom && v.top < l.bottom;
      return {
        label: dt.textContent,
        gap: beside ? Math.max(v.left - l.right, l.left - v.right) : v.top - l.bottom,
      };
    }),
  );

test.describe('screening screens', () => {
  test.setTimeout(300_000);
  let owner: Person;
  let viewer: Person;
  let analyst: Person;
  let reportId: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    owner = await newVerifiedCustomer(request, 'screens-owner');
    const token = await apiToken(request, owner.email, owner.password);
    viewer = await inviteMember(request, token, 'viewer');
    analyst = await inviteMember(request, token, 'analyst');
    const profile = await request.get('/api/user-data/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { apiKey } = (await profile.json()) as { apiKey: string };
    // A sanctioned name: the report opens a case with matches.
    reportId = await create(
      request,
      { authorization: `Bearer ${token}`, licensekey: apiKey },
      'amlperson',
      { f_name: 'Vladimir', l_name: 'Putin', fuzzy_amlp: '2' },
    );
  });

  // Runs before the owner monitors anyone below: monitoring is still empty.
  for (const role of ['viewer', 'analyst'] as const) {
    test(`${role}: offered only what the role may do`, async ({ page }) => {
      await signIn(page, role === 'viewer' ? viewer : analyst);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Data sources' })).toBeVisible();
      await expect(page.getByRole('link', { name: /API docs/ })).toHaveCount(0);

      await page.goto('/reports');
      await expect(page.getByRole('row', { name: `Open report ${reportId}` })).toBeVisible({
        timeout: scaled(30_000),
      });
      await expect(page.getByRole('columnheader', { name: 'Delete' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

      await page.goto('/batches');
      await expect(
        page.getByText('No batches yet. An owner, admin or developer can upload one.'),
      ).toBeVisible({ timeout: scaled(30_000) });
      await expect(page.getByText(/Upload a file/)).toHaveCount(0);

      await page.goto('/monitoring');
      await expect(
        page.getByText('No subjects are monitored yet. An owner, admin or developer can add them.'),
      ).toBeVisible({ timeout: scaled(30_000) });
      await expect(page.getByText(/Add one/)).toHaveCount(0);
    });
  }

  test('each sidebar entry has an icon of its own', async ({ page }) => {
    await signIn(page, owner);
    const entries = page.getByRole('navigation').locator('li a');
    await expect(entries.filter({ hasText: 'Watchlists' })).toBeVisible({ timeout: 30_000 });
    const icons = await entries.evaluateAll((links) =>
      links.map((link) => `${link.textContent}: ${link.querySelector('svg')?.innerHTML ?? ''}`),
    );
    const drawings = icons.map((icon) => icon.slice(icon.indexOf(':')));
    expect(new Set(drawings).size, icons.join('\n')).toBe(icons.length);
  });

  test('case detail, monitoring and batches: no serious axe violation, fit 390 px, labels clear of values', async ({
    page,
  }) => {
    await signIn(page, owner);
    const auth = authOf(await sessionOf(page));
    const caseId = await newestCaseId(page.request, auth);
    await monitorPeople(page.request, auth);

    for (const { width, height } of widths) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height });

        await page.goto(`/cases/${caseId}`);
        const matches = page.getByRole('table', { name: 'Matches' });
        await expect(matches).toBeVisible({ timeout: scaled(30_000) });
        await expect(page.getByRole('group', { name: 'Review actions' })).toBeVisible();
        const gaps = await factGaps(page);
        expect(gaps.length).toBeGreaterThanOrEqual(8);
        for (const { label, gap } of gaps)
          expect(gap, `${label} at ${width} px`).toBeGreaterThan(4);
        // A record id is one line, whatever the width (it used to break at its hyphens).
        const idLines = await matches
          .locator('td p > span')
          .first()
          .evaluate((el) => el.getClientRects().length);
        expect(idLines).toBe(1);
        expect(await overflow(page), `case detail at ${width} px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `case detail at ${width} px`).toEqual([]);

        await page.goto('/monitoring');
        const subjects = page.getByRole('table', { name: 'Monitored subjects' });
        await expect(subjects.getByText('Zoran Kwasniewski')).toBeVisible({
          timeout: scaled(30_000),
        });
        // A name wraps between words, never letter by letter: at most two lines for two words.
        const nameLines = await subjects.getByText('Zoran Kwasniewski').evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
        });
        expect(nameLines).toBeLessThanOrEqual(2);
        expect(await overflow(page), `monitoring at ${width} px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `monitoring at ${width} px`).toEqual([]);
        // The add form is at the end of the page; the header's button, on the first screen, leads there.
        const addButton = page.getByRole('button', { name: 'Add a subject' });
        await expect(addButton).toBeInViewport();
        await addButton.click();
        const nameField = page
          .getByRole('form', { name: 'Add subject' })
          .getByRole('textbox', { name: /^Name/ });
        await expect(nameField).toBeFocused();
        await expect(nameField).toBeInViewport();

        await page.goto('/batches');
        await expect(page.getByRole('heading', { name: 'Upload a file' })).toBeVisible({
          timeout: scaled(30_000),
        });
        await expect(page.getByText('No batches yet. Upload a file to start one.')).toBeVisible();
        expect(await overflow(page), `batches at ${width} px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `batches at ${width} px`).toEqual([]);
      });
    }
  });
});
