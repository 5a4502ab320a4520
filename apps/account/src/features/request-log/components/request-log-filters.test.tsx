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

  it('applies what is typed and chosen, the key prefix trimmed, on Apply filters', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm(NO_FILTERS);
    await user.type(keyPrefix(), ' pk_live ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '4xx');
    await user.type(screen.getByRole('textbox', { name: 'From' }), '05/11/2026');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      key: 'pk_live',
      status: '4xx',
      from: '2026-11-05',
    });
  });

  it('applies "All statuses" chosen again as no status filter', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm({ ...NO_FILTERS, status: '4xx' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenLastCalledWith(NO_FILTERS);
  });

  it('keeps what is typed while the URL echoes the filters just applied', async () => {
    const user = userEvent.setup();
    const { onApply, rerender } = renderForm(NO_FILTERS);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '4xx');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...NO_FILTERS, status: '4xx' });
    // Typed before the URL has caught up, then the URL says what was applied.
    await user.type(keyPrefix(), 'pk_li');
    rerender({ ...NO_FILTERS, status: '4xx' });
    await user.type(keyPrefix(), 've');
    expect(keyPrefix().value).toBe('pk_live');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('4xx');
  });

  it('takes the filters of Back even when they are the ones this form applied last', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm({ ...NO_FILTERS, status: '4xx' });
    const status = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    // Applying the filters already shown reloads them: the URL does not change, nothing echoes.
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    rerender({ ...NO_FILTERS, status: '2xx' }); // a link
    expect(status().value).toBe('2xx');
    rerender({ ...NO_FILTERS, status: '4xx' }); // Back
    expect(status().value).toBe('4xx');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From' }).value).toBe('');
  });

  it('names a refused key prefix until the next Apply, and filters from outside clear it', async () => {
    const user = userEvent.setup();
    const { onApply, rerender } = renderForm(NO_FILTERS);
    await user.type(keyPrefix(), 'pk live');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Use letters, digits, _ and - only (e.g. pk_live_ab)',
    );
    expect(keyPrefix().getAttribute('aria-invalid')).toBe('true');
    await user.clear(keyPrefix());
    await user.type(keyPrefix(), 'pk_live');
    // Still the message of the last Apply while the box is being corrected.
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    rerender({ ...NO_FILTERS, endpoint: '/api/iplookup' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(keyPrefix().value).toBe('');
    expect(keyPrefix().getAttribute('aria-invalid')).toBeNull();
  });
});
