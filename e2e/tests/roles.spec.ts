import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from '../support/in-app';
import { protectedRoutes } from '../support/routes';
import { apiToken, inviteMember, newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

/**
 * Every role can work:
 * an owner, and an admin, a developer and a viewer of the same company, each sign in through
 * the form and open every page their role may see — no bounce to the sign-in page, no failed
 * section, no error message and no console error — and every page it may not see is refused with
 * the refusal message.
 */

type Role = 'owner' | 'admin' | 'developer' | 'viewer';
const DEVELOPERS: readonly Role[] = ['owner', 'admin', 'developer'];
const ADMINS: readonly Role[] = ['owner', 'admin'];
const EVERYONE: readonly Role[] = ['owner', 'admin', 'developer', 'viewer'];

/** Every page of the layout, what shows once it is loaded, and who may open it. */
const PAGES: {
  path: string;
  ready: (page: Page) => ReturnType<Page['getByText']>;
  roles: readonly Role[];
}[] = [
  ...protectedRoutes.map((route) => ({
    path: route.path,
    ready: (page: Page) => page.getByText(route.ready, { exact: true }).first(),
    roles:
      route.path.startsWith('/demo') ||
      route.path === '/license-key' ||
      route.path.startsWith('/developers')
        ? DEVELOPERS
        : route.path === '/billing' ||
            route.path === '/settings/members' ||
            route.path === '/settings/audit-log' ||
            route.path === '/settings/privacy'
          ? ADMINS
          : EVERYONE,
  })),
  {
    path: '/developers/requests',
    ready: (page) => page.getByText('No requests match these filters'),
    roles: DEVELOPERS,
  },
  {
    path: '/developers/webhooks',
    ready: (page) => page.getByText('No endpoints yet. Add one to receive events.'),
    roles: DEVELOPERS,
  },
  {
    path: '/data-sources',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Data sources' }),
    roles: EVERYONE,
  },
  {
    path: '/settings/profile',
    ready: (page) => page.getByRole('textbox', { name: 'Full name' }),
    roles: EVERYONE,
  },
  {
    path: '/settings/security',
    ready: (page) => page.getByRole('button', { name: 'Set up two-factor authentication' }),
    roles: EVERYONE,
  },
  {
    path: '/settings/members',
    ready: (page) => page.getByRole('table', { name: 'Members' }),
    roles: ADMINS,
  },
  {
    path: '/settings/audit-log',
    ready: (page) => page.getByRole('cell', { name: 'Member joined' }).first(),
    roles: ADMINS,
  },
];

test.describe('every role can work', () => {
  // A sign-in and some twenty pages on a busy machine.
  test.setTimeout(420_000);
  const people = {} as Record<Role, { email: string; password: string }>;
  let detail = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const owner = await newVerifiedCustomer(request, 'roles-owner');
    const ownerToken = await apiToken(request, owner.email, owner.password);
    people.owner = owner;
    for (const role of ['admin', 'developer', 'viewer'] as const)
      people[role] = await inviteMember(request, ownerToken, role);
    // A report of the company, for its detail page.
    const profile = await request.get('/api/user-data/profile', {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const { apiKey } = (await profile.json()) as { apiKey: string };
    const lookup = await request.post('/api/iplookup', {
      headers: { authorization: `Bearer ${ownerToken}`, licensekey: apiKey },
      data: { ip: '8.8.8.8' },
    });
    expect(lookup.ok()).toBe(true);
    const body = (await lookup.json()) as { ipPulse: { report: { referenceID: string } } };
    detail = `/reports/${body.ipPulse.report.referenceID}`;
  });

  for (const role of EVERYONE) {
    test(`${role}: opens the pages of the role, and is refused the others`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));

      await signIn(page, people[role]);
      const pages = [
        ...PAGES,
        { path: detail, ready: (p: Page) => p.getByText('Transaction Metadata'), roles: EVERYONE },
      ];
      // A page the role may not open is opened as a deep link (a new document), and so is the
      // first it may; the walk moves in-app between the others (support/in-app.ts), as a person
      // does. Two refusals in a row look the same in-app, so an in-app move could not tell them apart.
      const firstAllowed = pages.find((p) => p.roles.includes(role))?.path;
      for (const { path, ready, roles } of pages) {
        await test.step(`${role} opens ${path}`, async () => {
          if (path === firstAllowed || !roles.includes(role)) await page.goto(path);
          else await navigateInApp(page, path);
          const refusal = page.getByText('You do not have access to this page');
          if (roles.includes(role)) {
            await expect(ready(page), `${role} on ${path}`).toBeVisible({
              timeout: scaled(30_000),
            });
            await expect(refusal).toHaveCount(0);
          } else {
            await expect(refusal, `${role} refused ${path}`).toBeVisible({
              timeout: scaled(30_000),
            });
            await expect(
              page.getByRole('alert').filter({ hasText: 'Ask an owner or admin' }),
            ).toBeVisible();
          }
          // Still on the page asked for (a bounce goes to `/` or another page), and nothing failed.
          expect(new URL(page.url()).pathname, `${role} stays on ${path}`).toBe(
            new URL(path, 'http://x').pathname,
          );
          await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
          await expect(
            page.getByText(/could not be loaded\.|Your session has expired|Something went wrong/),
          ).toHaveCount(0);
        });
      }
      // The navigation offers what the role may open, and no more.
      const sidebar = page.getByRole('navigation').first();
      await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveCount(
        ADMINS.includes(role) ? 1 : 0,
      );
      await expect(sidebar.getByRole('link', { name: 'License Key' })).toHaveCount(
        DEVELOPERS.includes(role) ? 1 : 0,
      );
      expect(consoleErrors, `console errors of the ${role}`).toEqual([]);
    });
  }
});
