import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '@pulse/router';
import { useRenderingAhead } from '@pulse/ui';
import { rememberRemotePage, forgetRemoteComponent } from './remote-component-cache';
import { PageWarmup } from './page-warmup';
import { currentWarmup, warmPage } from './page-warmup-queue';

const effects = vi.fn();
const renders: string[] = [];

/**
 * Stands in for a remote page: says where it rendered and whether it knew it was rendered ahead,
 * and has an effect that must not run.
 */
function BillingPage() {
  const { pathname } = useLocation();
  renders.push(`${pathname}${useRenderingAhead() ? ' (ahead)' : ''}`);
  useEffect(() => effects(), []);
  return <p>Billing page at {pathname}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

/**
 * Asks for the warm-up of `pathname` and lets React render until it ends (an act scope flushes
 * React's work when it closes, so it may not wait on the warm-up itself). Fails after 1 s, well
 * before the queue's own timeout, so a warm-up that only timed out does not pass.
 */
async function warmed(pathname: string): Promise<void> {
  let finished = false;
  void warmPage(pathname).then(() => {
    finished = true;
  });
  for (let i = 0; i < 50 && !finished; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  expect(finished).toBe(true);
}

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageWarmup />
          </>
        ),
        children: [{ path: 'data-sources', element: <p>Data sources</p> }],
      },
    ],
    { initialEntries: ['/data-sources'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  forgetRemoteComponent('billing/BillingPage');
  renders.length = 0;
  effects.mockReset();
});

describe('PageWarmup', () => {
  it('renders a loaded page once, hidden, at its own path, runs none of its effects, and drops it', async () => {
    rememberRemotePage('billing/BillingPage', BillingPage);
    renderLayout();
    await warmed('/billing');
    // Told it renders ahead (its data hooks give their loaded layout instead of a spinner).
    expect(renders).toContain('/billing (ahead)');
    expect(effects).not.toHaveBeenCalled();
    expect(screen.queryByText(/Billing page/)).toBeNull();
    expect(screen.getByText('Data sources')).toBeTruthy();
    expect(currentWarmup()).toBeUndefined();
  });

  it('moves on from a page whose code has not loaded, and from one that throws', async () => {
    renderLayout();
    await warmed('/billing');
    expect(renders).toEqual([]);

    rememberRemotePage('billing/BillingPage', Broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await warmed('/billing');
    error.mockRestore();
    expect(currentWarmup()).toBeUndefined();
    expect(screen.getByText('Data sources')).toBeTruthy();
  });
});
