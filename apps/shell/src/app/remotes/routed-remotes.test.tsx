import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TEST_USER } from '@pulse/test-utils';
import type { RemoteRoutes } from '@pulse/remote-contracts';
import { Outlet, useParams } from '@pulse/router';
import { renderRoutes, signInAs } from '../../test/render';
import { useRoutedNav } from '../../lib/routed-nav';
import { queryClient } from '../query-client';
import { RemoteIncompatibleError } from '@pulse/mf-config/compat';
import { rememberRemotePage } from './remote-route';

/** The runtime manifest's remotes and what loading each one's `./routes` gives. */
const listed = vi.fn(async () => ['reports', 'screening']);
const routesOf = vi.fn<(remote: string) => Promise<unknown>>();
vi.mock(import('./manifest'), async (original) => ({
  ...(await original()),
  runtimeRemoteNames: () => listed(),
  loadRemoteModule: ((remote: string) => routesOf(remote)) as never,
  refreshRemote: vi.fn(),
}));

const { RemoteModuleMissingError } = await import('./manifest');
const { RoutedFrame, RoutedRemotePages } = await import('./routed-remote-pages');
const { loadRemoteRoutes } = await import('./routed-remotes');

const SCREENING: RemoteRoutes = {
  routes: [
    { path: 'batches', page: 'BatchesPage', title: 'Batches' },
    { path: 'batches/:id', page: 'BatchDetailPage', title: 'Batches' },
    { path: 'batches-admin', page: 'AdminPage', title: 'Admin', roles: ['owner'] },
    { path: 'batch-receipt', page: 'ReceiptPage', title: 'Receipt', layout: 'none' },
  ],
  nav: { label: 'Batches', path: '/batches', icon: 'layers', order: 25 },
  moreNav: [{ label: 'Admin', path: '/batches-admin', icon: 'list-checks', order: 26 }],
};
const REPORTS: RemoteRoutes = {
  routes: [{ path: 'reports', page: 'ReportsPage', title: 'Reports' }],
};

const page = (text: string) =>
  function Page() {
    return <p>{text}</p>;
  };
function BatchDetailPage() {
  return <p>Batch {useParams().id}</p>;
}

function Title() {
  const nav = useRoutedNav();
  return (
    <p>
      title: {nav.titleAt('/batches/b7') ?? 'none'}; entries:{' '}
      {nav.entries.map((e) => e.label).join(',')}
    </p>
  );
}

function renderAt(path: string) {
  rememberRemotePage('screening/BatchesPage', page('Batches page'));
  rememberRemotePage('screening/BatchDetailPage', BatchDetailPage);
  rememberRemotePage('screening/AdminPage', page('Admin page'));
  rememberRemotePage('screening/ReceiptPage', page('Receipt page'));
  rememberRemotePage('reports/ReportsPage', page('Reports page'));
  const layout = (
    <div>
      <Title />
      <Outlet />
    </div>
  );
  return renderRoutes(
    [
      { path: '/', element: <p>Home</p> },
      {
        element: <RoutedFrame layout={layout} />,
        children: [{ path: '*', element: <RoutedRemotePages /> }],
      },
    ],
    path,
  );
}

beforeEach(() => {
  listed.mockImplementation(async () => ['reports', 'screening']);
  routesOf.mockImplementation(async (remote) => (remote === 'screening' ? SCREENING : REPORTS));
});
afterEach(() => queryClient.clear());

describe('loadRemoteRoutes', () => {
  it("takes the remote's ./routes, and fails without one of the right shape", async () => {
    expect(await loadRemoteRoutes('screening', async () => SCREENING)).toBe(SCREENING);
    const missing = (remote: string) =>
      Promise.reject(new RemoteModuleMissingError(remote, 'routes'));
    await expect(loadRemoteRoutes('billing', missing)).rejects.toThrow('exposes no ./routes');
    await expect(
      loadRemoteRoutes('account', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    await expect(loadRemoteRoutes('reports', async () => ({ x: 1 }))).rejects.toThrow('malformed');
  });
});

describe('RoutedRemotePages: the pages the remotes declare', () => {
  it('renders the declared page with its path parameters, and gives the layout title and entry', async () => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderAt('/batches/b7');
    expect(await screen.findByText('Batch b7')).toBeTruthy();
    expect(screen.getByText('title: Batches; entries: Batches,Admin')).toBeTruthy();
  });

  it("renders a remote's page while another remote's routes are still loading", async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    routesOf.mockImplementation((remote) =>
      remote === 'screening' ? new Promise(() => {}) : Promise.resolve(REPORTS),
    );
    renderAt('/reports');
    expect(await screen.findByText('Reports page')).toBeTruthy();
  });

  it('keeps a page from the roles it does not name', async () => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderAt('/batches-admin');
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByText('Admin page')).toBeNull();
  });

  it('shows a route declared without the layout on its own', async () => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderAt('/batch-receipt');
    expect(await screen.findByText('Receipt page')).toBeTruthy();
    expect(screen.queryByText(/^title:/)).toBeNull();
  });

  it('sends a path nobody declares to /', async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    const { router } = renderAt('/nowhere');
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('names the package when this shell refused the remote', async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    const problem = {
      kind: 'version' as const,
      remote: 'screening',
      pkg: '@pulse/api-client',
      required: '^3.3.0',
      provided: '3.2.1',
    };
    routesOf.mockImplementation(async (remote) => {
      if (remote === 'screening') throw new RemoteIncompatibleError('screening', [problem]);
      return REPORTS;
    });
    renderAt('/batches');
    expect(
      await screen.findByText(
        'The screening section needs @pulse/api-client ^3.3.0; this dashboard provides @pulse/api-client 3.2.1.',
      ),
    ).toBeTruthy();
  });

  it("shows the section panel while a remote's routes could not be loaded, and Retry loads them", async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    routesOf.mockImplementation(async (remote) => {
      if (remote === 'screening') throw new Error('down');
      return REPORTS;
    });
    const { user } = renderAt('/batches');
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    routesOf.mockImplementation(async (remote) => (remote === 'screening' ? SCREENING : REPORTS));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Batches page')).toBeTruthy();
  });

  it('shows the section panel when the runtime manifest could not be read', async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    listed.mockImplementation(() => Promise.reject(new Error('404')));
    renderAt('/reports');
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
  });
});
