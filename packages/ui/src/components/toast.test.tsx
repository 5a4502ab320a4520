import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { TOAST_SCOPES, ToastScope, useNotify } from './toast-scope';
import type { ToastScopeName } from './toast-scope';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Saved')}>ok</button>
      <button onClick={() => notify.error('Login failed: Unknown error')}>fail</button>
      <button onClick={() => notify.info('FYI')}>info</button>
      <button onClick={() => notify.warning('Careful')}>warn</button>
    </>
  );
}

function App({ scope }: { scope?: ToastScopeName }) {
  return scope ? (
    <ToastScope value={scope}>
      <Buttons />
    </ToastScope>
  ) : (
    <Buttons />
  );
}

describe('toasts', () => {
  it('configures the scopes as the spec says', () => {
    expect(TOAST_SCOPES.app).toMatchObject({
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      autoHideDuration: 3000,
    });
    expect(TOAST_SCOPES.public).toMatchObject({
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
      autoHideDuration: 5000,
      disableWindowBlurListener: false,
    });
  });

  it('shows errors as alerts and successes as status messages', async () => {
    const user = userEvent.setup();
    renderWithUi(<App />, { toasts: true });
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed: Unknown error');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect((await screen.findByText('Saved')).closest('[role="status"]')).not.toBeNull();
  });

  it('keeps at most three toasts', async () => {
    const user = userEvent.setup();
    renderWithUi(<App scope="public" />, { toasts: true });
    for (const name of ['ok', 'fail', 'info', 'warn'])
      await user.click(screen.getByRole('button', { name }));
    // vi.waitFor gives up after 1 s by default, which the toast's exit took once on a busy machine;
    // the wait still ends as soon as the oldest toast is gone.
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 10_000 });
    expect(screen.getByText('Careful')).toBeTruthy();
  });

  it('places public toasts top-right and app toasts top-center', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<App scope="public" />, { toasts: true });
    await user.click(screen.getByRole('button', { name: 'ok' }));
    const publicToast = await screen.findByText('Saved');
    expect(publicToast.closest('.pulse-toasts-top-right')).not.toBeNull();
    unmount();
    renderWithUi(<App scope="app" />, { toasts: true });
    await user.click(screen.getByRole('button', { name: 'ok' }));
    const appToast = await screen.findByText('Saved');
    expect(appToast.closest('.pulse-toasts-top-center')).not.toBeNull();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<App />, { toasts: true });
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 10_000 });
  });

  it('hides app toasts after 3000 ms', async () => {
    vi.useFakeTimers();
    try {
      renderWithUi(<App scope="app" />, { toasts: true });
      // user-event's click never settles under this fake clock (the toast machine waits on it):
      // the one place a test fires the event itself.
      fireEvent.click(screen.getByRole('button', { name: 'ok' }));
      expect(screen.getByText('Saved')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(2500);
      });
      expect(screen.queryByText('Saved')).not.toBeNull();
      for (let i = 0; i < 10; i++) {
        await act(async () => {
          vi.advanceTimersByTime(500);
        });
      }
      expect(screen.queryByText('Saved')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismisses a toast swiped 80 % of its width, not less', async () => {
    const user = userEvent.setup();
    renderWithUi(<App scope="public" />, { toasts: true });
    await user.click(screen.getByRole('button', { name: 'ok' }));
    const toast = (await screen.findByText('Saved')).closest('[role="status"]') as HTMLElement;
    Object.defineProperty(toast, 'offsetWidth', { value: 300, configurable: true });
    const swipe = (toX: number) =>
      user.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: { clientX: 100 } },
        { target: toast, coords: { clientX: toX } },
        { keys: '[/MouseLeft]', target: toast, coords: { clientX: toX } },
      ]);
    await swipe(250);
    expect(screen.getByText('Saved')).toBeTruthy();
    await swipe(350);
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
