import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { importUnListWith } from '../support/lists';
import { authOf, create } from '../support/reports';
import { apiToken, inviteMember, newVerifiedCustomer, sessionOf, signIn } from '../support/session';
import { scaled } from '../support/time';

/**
 * Ongoing AML monitoring and case review, end to end:
 * an owner monitors a subject from its report; an operator imports
 * a UN list that now names that subject; the owner sees the alert; an analyst closes its case as a
 * false positive; a later import that leaves that entry unchanged raises no new alert for it,
 * while it does raise one for another monitored subject that it newly lists.
 *
 * The spec changes the UN list every other spec reads: it runs in the shared project, alone. The
 * people it adds have names no other spec screens.
 */

const QUENTIN = { dataId: 990_000_001, firstName: 'QUENTIN', secondName: 'ABERNATHY-VOSS' };
const ZEBEDIAH = { dataId: 990_000_002, firstName: 'ZEBEDIAH', secondName: 'KLOPSTOCK-MARR' };

type Alert = { kind: string; subjectName: string; entryName: string; caseId: string | null };

/** The tenant's monitoring alerts, newest first. */
async function alerts(request: APIRequestContext, token: string): Promise<Alert[]> {
  const res = await request.get('/api/monitoring/alerts?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Alert[] }).items;
}

/** Waits until the re-screen after a list update has written the alerts a test expects. */
async function waitForAlerts(
  request: APIRequestContext,
  token: string,
  until: (list: Alert[]) => boolean,
) {
  await expect
    .poll(async () => until(await alerts(request, token)), {
      timeout: scaled(90_000),
      intervals: [1000],
    })
    .toBe(true);
}

const isFor = (name: string) => (a: Alert) => a.subjectName.toUpperCase().includes(name);

const alertItems = (page: Page) => page.getByRole('list', { name: 'Alerts' }).getByRole('listitem');

async function openMonitoring(page: Page) {
  await page.goto('/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible({
    timeout: scaled(30_000),
  });
}

test.describe('AML monitoring and case review', () => {
  test.setTimeout(420_000);

  test('monitor from a report, alert on a list update, close as a false positive, no alert again', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await newVerifiedCustomer(request, 'monitoring-owner');
    const ownerToken = await apiToken(request, owner.email, owner.password);
    const analyst = await inviteMember(request, ownerToken, 'analyst');

    await test.step('the owner monitors a clear subject from its report', async () => {
      await signIn(page, owner);
      const auth = authOf(await sessionOf(page));
      const reportId = await create(page.request, auth, 'amlperson', {
        f_name: 'Quentin',
        l_name: 'Abernathy-Voss',
        fuzzy_amlp: '2',
      });
      await page.goto(`/reports/${reportId}`);
      await page.getByRole('button', { name: 'Monitor this subject' }).click();
      await expect(page.getByText('Monitoring this subject.')).toBeVisible();
      // A second subject, through the API: its alert tells when the second import is screened.
      const added = await page.request.post('/api/monitoring/subjects', {
        headers: auth,
        data: { kind: 'person', name: 'Zebediah Klopstock-Marr' },
      });
      expect(added.status()).toBe(201);
      await openMonitoring(page);
      const subjects = page.getByRole('table', { name: 'Monitored subjects' });
      await expect(
        subjects.getByRole('cell', { name: 'Quentin Abernathy-Voss', exact: true }),
      ).toBeVisible();
      await expect(
        subjects.getByRole('cell', { name: 'Zebediah Klopstock-Marr', exact: true }),
      ).toBeVisible();
      await expect(page.getByText('2 subjects monitored')).toBeVisible();
      await expect(
        page.getByText(
          "No alerts yet. They appear when a list update changes a subject's matches.",
        ),
      ).toBeVisible();
      expect(await alerts(request, ownerToken)).toEqual([]);
    });

    await test.step('a list update that names the subject raises an alert and a case', async () => {
      await importUnListWith([QUENTIN], 'monitoring-1');
      await waitForAlerts(request, ownerToken, (list) => list.some(isFor('QUENTIN')));
      const list = await alerts(request, ownerToken);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ kind: 'new_match' });
      expect(list[0]?.caseId).toBeTruthy();
      await openMonitoring(page);
      const alert = alertItems(page).first();
      await expect(alert).toContainText('New match');
      await expect(alert).toContainText(/matches QUENTIN ABERNATHY-VOSS/i);
      await expect(alert.getByRole('link', { name: 'Open case' })).toBeVisible();
    });

    await test.step('an analyst closes the case as a false positive', async () => {
      const caseId = (await alerts(request, ownerToken))[0]?.caseId as string;
      const context = await browser.newContext();
      const analystPage = await context.newPage();
      await signIn(analystPage, analyst);
      await analystPage.goto(`/cases/${caseId}`);
      await expect(analystPage.getByRole('heading', { name: 'Matches' })).toBeVisible({
        timeout: scaled(30_000),
      });
      await expect(
        analystPage.getByRole('cell', { name: /QUENTIN ABERNATHY-VOSS/i }),
      ).toBeVisible();
      await analystPage.getByRole('button', { name: 'False positive', exact: true }).click();
      await expect(analystPage.getByText('Review state: Open → False positive')).toBeVisible();
      // An analyst reviews cases and changes nothing else: the demo is not theirs.
      await analystPage.goto('/demo');
      await expect(analystPage.getByText('You do not have access to this page')).toBeVisible();
      await context.close();
    });

    await test.step('a later update that leaves the entry unchanged raises no alert for it', async () => {
      await importUnListWith([QUENTIN, ZEBEDIAH], 'monitoring-2');
      await waitForAlerts(request, ownerToken, (list) => list.some(isFor('ZEBEDIAH')));
      const list = await alerts(request, ownerToken);
      expect(list.filter(isFor('QUENTIN'))).toHaveLength(1);
      expect(list.filter(isFor('ZEBEDIAH'))).toHaveLength(1);
      await openMonitoring(page);
      await expect(alertItems(page)).toHaveCount(2);
    });
  });
});
