import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { DeferredToastProvider } from './deferred-toast-provider';
import { ToastScope, useNotify } from './toast-scope';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.error('Login failed: Unknown error')}>fail</button>
      <button onClick={() => notify.success('Saved')}>ok</button>
      <button
        onClick={() => {
          const key = notify.info('Never shown');
          notify.close(key);
        }}
      >
        closed
      </button>
    </>
  );
}

function App() {
  return (
    <DeferredToastProvider>
      <ToastScope value="public">
        <Buttons />
      </ToastScope>
    </DeferredToastProvider>
  );
}

describe('DeferredToastProvider', () => {
  it('renders no toast machinery until the first toast, then shows it and the next ones', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUi(<App />);
    expect(container.querySelector('.pulse-toasts-top-right')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed: Unknown error');
    expect((await screen.findByText('Saved')).closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('.pulse-toasts-top-right')).not.toBeNull();
  });

  it('drops a toast closed before the toast library arrived', async () => {
    const user = userEvent.setup();
    renderWithUi(<App />);
    await user.click(screen.getByRole('button', { name: 'closed' }));
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await screen.findByText('Saved');
    expect(screen.queryByText('Never shown')).toBeNull();
  });
});
