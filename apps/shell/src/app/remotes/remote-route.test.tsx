import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderRoutes } from '../../test/render';
import { RemoteIncompatibleError } from '@pulse/mf-config/compat';
import { rememberRemotePage } from './remote-route';
import { RemoteRoute } from './remote-route';

function Loaded() {
  return <p>Remote page</p>;
}

describe('RemoteRoute', () => {
  it('shows the contained panel when the remote fails, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(Loaded);
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <div>
              <p>Layout stays</p>
              <RemoteRoute id="test/failing" load={load} />
            </div>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('Layout stays')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This section could not be loaded')).toBeNull();
  });

  it('catches a render error of a loaded remote page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const load = vi.fn(async () => Broken as ComponentType);
    renderRoutes([{ path: '/', element: <RemoteRoute id="test/broken" load={load} /> }], '/');
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
  });

  it('loads a remote page once across visits', async () => {
    const load = vi.fn(async () => Loaded as ComponentType);
    const first = renderRoutes(
      [{ path: '/', element: <RemoteRoute id="test/cached" load={load} /> }],
      '/',
    );
    expect(await screen.findByText('Remote page')).toBeTruthy();
    first.unmount();
    renderRoutes([{ path: '/', element: <RemoteRoute id="test/cached" load={load} /> }], '/');
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner while the page loads, then the page', async () => {
    let resolve: (page: ComponentType) => void = () => {};
    const load = vi.fn(() => new Promise<ComponentType>((r) => (resolve = r)));
    renderRoutes([{ path: '/', element: <RemoteRoute id="test/slow" load={load} /> }], '/');
    expect(screen.getByText('Loading section')).toBeTruthy();
    resolve(Loaded);
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(screen.queryByText('Loading section')).toBeNull();
  });

  it('renders a page a preload already loaded in its first render, without loading it again', () => {
    rememberRemotePage('test/preloaded', Loaded);
    const load = vi.fn(async () => Loaded as ComponentType);
    renderRoutes([{ path: '/', element: <RemoteRoute id="test/preloaded" load={load} /> }], '/');
    expect(screen.getByText('Remote page')).toBeTruthy();
    expect(screen.queryByText('Loading section')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows which package and versions do not match when the remote is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<ComponentType> => {
      throw new RemoteIncompatibleError('demo', [
        {
          kind: 'version',
          remote: 'demo',
          pkg: '@pulse/auth',
          required: '^1.1.0',
          provided: '1.0.0',
        },
      ]);
    });
    renderRoutes([{ path: '/', element: <RemoteRoute id="demo/refused" load={load} /> }], '/');
    expect(
      await screen.findByText('This section is not compatible with this version of Pulse'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The demo section needs @pulse/auth ^1.1.0; this dashboard provides @pulse/auth 1.0.0.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('This section could not be loaded')).toBeNull();
  });
});
