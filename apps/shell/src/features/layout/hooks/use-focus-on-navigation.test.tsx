import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** A layout stand-in: `page` is the path; the page's h1 renders at once or after `late()`. */
function Layout({ initial }: { initial: string }) {
  const main = useRef<HTMLElement>(null);
  const [page, setPage] = useState(initial);
  const [loaded, setLoaded] = useState(true);
  useFocusOnNavigation(page, main);
  return (
    <>
      <button onClick={() => setPage('/billing')}>Billing now</button>
      <button
        onClick={() => {
          setLoaded(false);
          setPage('/reports');
        }}
      >
        Reports later
      </button>
      <button onClick={() => setLoaded(true)}>Finish loading</button>
      <main ref={main}>{loaded ? <h1>{page}</h1> : <p>Loading section</p>}</main>
    </>
  );
}

describe('useFocusOnNavigation', () => {
  it('keeps the focus on the first render, then focuses the new page h1', async () => {
    const user = userEvent.setup();
    render(<Layout initial="/dashboard" />);
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Billing now' }));
    const h1 = screen.getByRole('heading', { name: '/billing' });
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus alone on a redirect before any key or pointer press (no ring on the heading)', async () => {
    render(<Layout initial="/demo" />);
    // A redirect of the page load (/demo → /demo/fraud-engine), which no input started.
    act(() => screen.getByRole('button', { name: 'Billing now' }).click());
    expect(screen.getByRole('heading', { name: '/billing' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    // The next navigation the user makes moves the focus again.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reports later' }));
    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '/reports' })),
    );
  });

  it('waits for a page that renders its heading later (a remote page)', async () => {
    const user = userEvent.setup();
    render(<Layout initial="/dashboard" />);
    const link = screen.getByRole('button', { name: 'Reports later' });
    await user.click(link);
    expect(document.activeElement).toBe(link);
    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '/reports' })),
    );
  });

  it('leaves the focus where the user tabbed while the page was loading', async () => {
    const user = userEvent.setup();
    render(<Layout initial="/dashboard" />);
    await user.click(screen.getByRole('button', { name: 'Reports later' }));
    // While the remote page loads, the user tabs on (to the menu toggle, in the real layout).
    await user.tab();
    const chosen = document.activeElement;
    expect(chosen).not.toBe(document.body);
    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    expect(screen.getByRole('heading', { name: '/reports' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(chosen);
  });
});
