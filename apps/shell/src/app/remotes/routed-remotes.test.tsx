import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TEST_USER } from '@pulse/test-utils';
import type { RemoteRoutes } from '@pulse/remote-contracts';
import { useParams } from '@pulse/router';
import { renderRoutes, signInAs } from '../../test/render';
import { useRoutedNav } from '../../lib/routed-nav';
import { queryClient } from '../query-client';
import { RemoteIncompatibleError } from './compat';
import { rememberRemotePage } from './remote-component-cache';
import { RoutedNavProvider, RoutedRemotePages } from './routed-remote-pages';
import {
  isRemoteRoutes,
  loadRoutedRemotes,
  routedRemotesQuery,
  type RoutedRemotes,
} from './routed-remotes';

const SCREENING: RemoteRoutes = {
  routes: [
    { path: 'batches', page: 'BatchesPage', title: 'Batches' },
    { path: 'batches/:id', page: 'BatchDetailPage', title: 'Batches' },
    { path: 'batches-admin', page: 'AdminPage', title: 'Admin', roles: ['owner'] },
  ],
  nav: { label: 'Batches', path: '/batches', icon: 'layers', order: 25 },
  moreNav: [{ label: 'Admin', path: '/batches-admin', icon: 'list-checks', order: 26 }],
};

function BatchesPage() {
  return <p>Batches page</p>;
}
function BatchDetailPage() {
  return <p>Batch {useParams().id}</p>;
}
function AdminPage() {
  return <p>Admin page</p>;
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

function renderAt(path: string, found: RoutedRemotes) {
  queryClient.setQueryData(routedRemotesQuery.queryKey, found);
  rememberRemotePage('screening/BatchesPage', BatchesPage);
  rememberRemotePage('screening/BatchDetailPage', BatchDetailPage);
  rememberRemotePage('screening/AdminPage', AdminPage);
  return renderRoutes(
    [
      { path: '/', element: <p>Home</p> },
      {
        path: '*',
        element: (
          <RoutedNavProvider>
            <Title />
            <RoutedRemotePages />
          </RoutedNavProvider>
        ),
      },
    ],
    path,
  );
}

afterEach(() => queryClient.clear());

describe('loadRoutedRemotes', () => {
  it("loads the ./routes of every remote the shell's table does not name", async () => {
    const load = vi.fn(async (remote: string) => (remote === 'screening' ? SCREENING : { x: 1 }));
    const found = await loadRoutedRemotes(load, async () => [
      'account',
      'reports',
      'demo',
      'billing',
      'screening',
      'broken',
    ]);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['screening', 'broken']);
    expect(found).toEqual({
      remotes: [{ remote: 'screening', routes: SCREENING }],
      failed: ['broken'],
      incompatible: [],
    });
  });

  it('lists a remote whose module fails as failed, and an unreadable manifest as *', async () => {
    const down = await loadRoutedRemotes(
      () => Promise.reject(new Error('down')),
      async () => ['screening'],
    );
    expect(down).toEqual({ remotes: [], failed: ['screening'], incompatible: [] });
    const none = await loadRoutedRemotes(vi.fn(), () => Promise.reject(new Error('404')));
    expect(none).toEqual({ remotes: [], failed: ['*'], incompatible: [] });
  });

  it('checks the shape of a declaration from another build', () => {
    expect(isRemoteRoutes(SCREENING)).toBe(true);
    expect(isRemoteRoutes({ routes: [{ path: '/abs', page: 'P', title: 'T' }] })).toBe(false);
    expect(isRemoteRoutes({ routes: [{ path: 'x', page: '../x', title: 'T' }] })).toBe(false);
    expect(
      isRemoteRoutes({ routes: [], nav: { label: 'X', path: 'x', icon: 'a', order: 1 } }),
    ).toBe(false);
    expect(isRemoteRoutes({ routes: [], moreNav: [{ label: 'X' }] })).toBe(false);
    expect(isRemoteRoutes({ routes: [], moreNav: 'x' })).toBe(false);
    expect(isRemoteRoutes(null)).toBe(false);
  });
});

describe('RoutedRemotePages: the pages routed remotes declare', () => {
  const found: RoutedRemotes = {
    remotes: [{ remote: 'screening', routes: SCREENING }],
    failed: [],
    incompatible: [],
  };

  it('renders the declared page with its path parameters, and gives the layout title and entry', async () => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderAt('/batches/b7', found);
    expect(await screen.findByText('Batch b7')).toBeTruthy();
    expect(screen.getByText('title: Batches; entries: Batches,Admin')).toBeTruthy();
  });

  it('renders the list page', async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    renderAt('/batches', found);
    expect(await screen.findByText('Batches page')).toBeTruthy();
  });

  it('keeps a page from the roles it does not name', async () => {
    signInAs({ ...TEST_USER, role: 'viewer' });
    renderAt('/batches-admin', found);
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByText('Admin page')).toBeNull();
  });

  it('sends a path nobody declares to /', async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    const { router } = renderAt('/nowhere', found);
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
    const refused = await loadRoutedRemotes(
      () => Promise.reject(new RemoteIncompatibleError('screening', [problem])),
      async () => ['screening'],
    );
    expect(refused).toEqual({ remotes: [], failed: ['screening'], incompatible: [problem] });
    renderAt('/batches', refused);
    expect(
      await screen.findByText(
        'The screening section needs @pulse/api-client ^3.3.0; this dashboard provides @pulse/api-client 3.2.1.',
      ),
    ).toBeTruthy();
  });

  it("shows the section panel while a remote's declaration could not be loaded", async () => {
    signInAs({ ...TEST_USER, role: 'owner' });
    renderAt('/batches', { remotes: [], failed: ['screening'], incompatible: [] });
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
