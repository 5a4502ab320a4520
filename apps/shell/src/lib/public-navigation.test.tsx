import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  Link,
  Navigate,
  PublicNavigationContext,
  toPath,
  useNavigate,
  useParams,
} from './public-navigation';

function withNavigation(children: ReactNode, params = {}) {
  const navigate = vi.fn();
  render(
    <PublicNavigationContext.Provider value={{ params, navigate }}>
      {children}
    </PublicNavigationContext.Provider>,
  );
  return navigate;
}

describe('Link', () => {
  it("renders React Router's anchor and follows a plain click in the page", async () => {
    const navigate = withNavigation(
      <Link to="/signup" className="x">
        Sign up
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.getAttribute('data-discover')).toBe('true');
    expect(link.className).toBe('x');
    let browserFollows = true;
    // After React's own listener (on the root), as the browser would see it.
    const seen = (event: Event) => (browserFollows = !event.defaultPrevented);
    document.addEventListener('click', seen);
    await userEvent.click(link);
    document.removeEventListener('click', seen);
    expect(browserFollows).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signup', { replace: undefined });
  });

  it('leaves a click for a new tab, another target or a reload to the browser', async () => {
    const navigate = withNavigation(
      <>
        <Link to="/a">a</Link>
        <Link to="/b" target="_blank">
          b
        </Link>
        <Link to="/c" reloadDocument>
          c
        </Link>
      </>,
    );
    for (const link of screen.getAllByRole('link')) {
      link.addEventListener('click', (event) => event.preventDefault());
    }
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'a' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'b' }));
    await user.click(screen.getByRole('link', { name: 'c' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('useNavigate, Navigate and useParams', () => {
  it('navigate goes through the page, Navigate replaces once rendered, params come from it', () => {
    let go: ReturnType<typeof useNavigate> | undefined;
    function Probe() {
      go = useNavigate();
      return <p>{useParams().token}</p>;
    }
    const navigate = withNavigation(
      <>
        <Probe />
        <Navigate to="/" replace />
      </>,
      { token: 'abc' },
    );
    expect(screen.getByText('abc')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    void go?.({ pathname: '/dashboard', search: 'a=1' });
    expect(navigate).toHaveBeenLastCalledWith('/dashboard?a=1', undefined);
  });
});

describe('toPath', () => {
  it('writes a path and its parts as one string', () => {
    expect(toPath('/x?y#z')).toBe('/x?y#z');
    expect(toPath({ pathname: '/x', search: '?y=1', hash: 'z' })).toBe('/x?y=1#z');
  });
});
