import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { TEST_USER } from '@pulse/test-utils';
import type { RemoteRoutes } from '@pulse/remote-contracts';
import { PAGE_ROLES } from '../../lib/page-roles';
import { renderRoutes, signInAs } from '../../test/render';

// The four first remotes, with the routes their own `./routes` declare (spec §2 titles, PAGE_ROLES).
const DECLARED: Record<string, RemoteRoutes> = {
  account: {
    routes: [
      { path: 'dashboard', page: 'DashboardPage', title: 'Dashboard' },
      { path: 'data-sources', page: 'DataSourcesPage', title: 'Data sources' },
      {
        path: 'license-key',
        page: 'LicenseKeyPage',
        title: 'License Key',
        roles: PAGE_ROLES.licenseKey,
      },
      {
        path: 'developers/*',
        page: 'DevelopersPage',
        title: 'Developers',
        roles: PAGE_ROLES.developers,
      },
      { path: 'settings/*', page: 'SettingsPage', title: 'Settings' },
    ],
  },
  reports: {
    routes: [
      { path: 'reports', page: 'ReportsPage', title: 'Reports' },
      { path: 'reports/:id', page: 'ReportDetailPage', title: 'Reports' },
    ],
  },
  demo: {
    routes: [{ path: 'demo/*', page: 'DemoPage', title: 'Services Demo', roles: PAGE_ROLES.demo }],
  },
  billing: {
    routes: [
      { path: 'billing', page: 'BillingPage', title: 'Billing', roles: PAGE_ROLES.billing },
      { path: 'payment-success', page: 'PaymentSuccessPage', title: 'Billing', layout: 'none' },
      { path: 'payment-cancel', page: 'PaymentCancelPage', title: 'Billing', layout: 'none' },
    ],
  },
};
vi.mock(import('../remotes/manifest'), async (original) => ({
  ...(await original()),
  runtimeRemoteNames: vi.fn(async () => ['account', 'reports', 'demo', 'billing']),
  loadRemoteModule: vi.fn(async (remote: string, exposed: string) => {
    if (exposed === 'routes') return DECLARED[remote] as never;
    const Page = () => <p>{`${remote}:${exposed}`}</p>;
    return Page as never;
  }),
  refreshRemote: vi.fn(),
  remoteVersion: vi.fn(() => '1.0.0'),
  // The signed-in layout preloads sections on idle; on a slow machine its timer fires within a test.
  preloadRemoteModule: vi.fn(async () => undefined),
}));

const { routes } = await import('./routes');

afterEach(() => signInAs(null));

describe('route guards', () => {
  it('sends a signed-in user from / to /dashboard', async () => {
    signInAs(TEST_USER);
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('account:DashboardPage')).toBeTruthy();
  });

  it('keeps a signed-in user off /signup and /verify-email/:token', async () => {
    signInAs(TEST_USER);
    const { router } = renderRoutes(routes, '/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await act(() => router.navigate('/verify-email/abc'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-out user from /license-key to /', async () => {
    const { router } = renderRoutes(routes, '/license-key');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Get Started')).toBeTruthy();
  });

  it.each(['/payment-success', '/reports/abc', '/demo/email', '/billing', '/dashboard'])(
    'protects %s',
    async (path) => {
      const { router } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it.each([
    ['developer', '/billing', 'Developer'],
    ['viewer', '/license-key', 'Viewer'],
    ['viewer', '/demo/email', 'Viewer'],
  ] as const)('shows a %s a clear message instead of %s', async (role, path, label) => {
    signInAs({ ...TEST_USER, role });
    renderRoutes(routes, path);
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(
      screen.getByText(
        `Your role (${label}) does not include this page. Ask an owner or admin of your team for access.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/billing:|account:LicenseKeyPage|demo:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it('opens Billing for an admin', async () => {
    signInAs({ ...TEST_USER, role: 'admin' });
    renderRoutes(routes, '/billing');
    expect(await screen.findByText(/^billing:/)).toBeTruthy();
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends /verify-email without a token to /', async () => {
    const { router } = renderRoutes(routes, '/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders the signed-in page in the layout, with the header title', async () => {
    signInAs(TEST_USER);
    renderRoutes(routes, '/reports/abc');
    expect(await screen.findByText('reports:ReportDetailPage')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getAllByText('Reports').length).toBeGreaterThan(0);
  });

  it.each([
    ['/payment-success', 'billing:PaymentSuccessPage'],
    ['/payment-cancel', 'billing:PaymentCancelPage'],
  ])('shows %s on its own, without the layout, to any role', async (path, page) => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderRoutes(routes, path);
    expect(await screen.findByText(page)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it.each([
    ['/dashboard', 'account:DashboardPage', 'Dashboard'],
    ['/reports/abc', 'reports:ReportDetailPage', 'Reports'],
    ['/demo/email', 'demo:DemoPage', 'Services Demo'],
    ['/license-key', 'account:LicenseKeyPage', 'License Key'],
    ['/developers/keys', 'account:DevelopersPage', 'Developers'],
    ['/settings/profile', 'account:SettingsPage', 'Settings'],
    ['/data-sources', 'account:DataSourcesPage', 'Data sources'],
  ])('titles the header of %s from the route table', async (path, page, title) => {
    signInAs(TEST_USER);
    renderRoutes(routes, path);
    expect(await screen.findByText(page)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(title, { exact: true })).toBeTruthy();
  });

  it('leaves a protected page when the session ends (e.g. logout in another tab)', async () => {
    signInAs(TEST_USER);
    const { router } = renderRoutes(routes, '/license-key');
    expect(await screen.findByText('account:LicenseKeyPage')).toBeTruthy();
    act(() => signInAs(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
