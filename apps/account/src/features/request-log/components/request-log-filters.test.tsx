import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@pulse/ui';
import { NO_FILTERS, type RequestLogFilters } from '../utils/filters';
import { RequestLogFiltersForm } from './request-log-filters';

afterEach(cleanup);

const keyPrefix = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Key prefix' });

function renderForm(value: RequestLogFilters) {
  const onApply = vi.fn<(filters: RequestLogFilters) => void>();
  const view = render(
    <UiProvider>
      <RequestLogFiltersForm value={value} onApply={onApply} />
    </UiProvider>,
  );
  const rerender = (next: RequestLogFilters) =>
    view.rerender(
      <UiProvider>
        <RequestLogFiltersForm value={next} onApply={onApply} />
      </UiProvider>,
    );
  return { onApply, rerender };
}

describe('RequestLogFiltersForm', () => {
  it('keeps what is typed after Reset when the applied filters come back from the URL', async () => {
    const user = userEvent.setup();
    const { onApply, rerender } = renderForm({ ...NO_FILTERS, status: '4xx' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenLastCalledWith(NO_FILTERS);
    await user.type(keyPrefix(), 'pk_live');
    // The page's URL now says "no filters": a new object with the same content.
    rerender({ ...NO_FILTERS });
    expect(keyPrefix().value).toBe('pk_live');
  });

  it('takes other filters applied from outside (Back, a link) in place of what is typed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm(NO_FILTERS);
    await user.type(keyPrefix(), 'pk_live');
    rerender({ ...NO_FILTERS, key: 'pk_test' });
    expect(keyPrefix().value).toBe('pk_test');
  });
});
