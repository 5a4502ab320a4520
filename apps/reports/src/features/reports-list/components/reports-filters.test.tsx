import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@pulse/ui';
import { answer, type ApiCall } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import type { ListFilters } from '../utils/list-query';
import { ReportsFilters } from './reports-filters';
import { ReportsPage } from './reports-page';

afterEach(cleanup);

const searchBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Reference ID' });
const NONE: ListFilters = { status: '', service: '', from: '', to: '', ref: '' };

/** GET /reports answering one row per request. @returns the calls it receives */
function listReports(): ApiCall[] {
  return answer('get /reports', () =>
    HttpResponse.json(
      [
        {
          id: '1',
          referenceID: 'rpt_1',
          apiService: 'emailLookup',
          requestDateTime: '2026-01-15T09:05:07.000Z',
          status: 'VERIFIED',
        },
      ],
      { headers: { 'x-total-count': '1' } },
    ),
  );
}

describe('ReportsPage reference ID search', () => {
  it('searches for what is typed on Search, and Back puts the previous search in the box', async () => {
    const asked = listReports();
    const { router, user } = renderPage(<ReportsPage />, '/reports?ref=rpt_1');
    await screen.findAllByTestId('report-row');
    expect(searchBox().value).toBe('rpt_1');

    await user.clear(searchBox());
    await user.type(searchBox(), ' rpt_9 ');
    expect(router.state.location.search).toBe('?ref=rpt_1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=rpt_9'));
    await waitFor(() => expect(asked.at(-1)?.args.referenceId).toBe('rpt_9'));
    expect(searchBox().value).toBe('rpt_9');

    // Typed, not searched, then Back: the box shows the search of the URL it goes back to.
    await user.type(searchBox(), '_draft');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=rpt_1'));
    expect(searchBox().value).toBe('rpt_1');
    await waitFor(() => expect(asked.at(-1)?.args.referenceId).toBe('rpt_1'));
  });

  it('empties the box when Clear filters clears the search', async () => {
    listReports();
    const { router, user } = renderPage(<ReportsPage />, '/reports?ref=rpt_1&status=RISKY');
    await screen.findAllByTestId('report-row');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searchBox().value).toBe('');
  });
});

describe('ReportsFilters', () => {
  function renderFilters(filters: ListFilters) {
    const onChange = vi.fn<(filters: Partial<ListFilters>) => void>();
    const ui = (next: ListFilters) => (
      <UiProvider>
        <ReportsFilters
          filters={next}
          onChange={onChange}
          onClear={() => undefined}
          sort={{ sort: 'date', order: 'desc' }}
          onSort={() => undefined}
        />
      </UiProvider>
    );
    const view = render(ui(filters));
    return { onChange, rerender: (next: ListFilters) => view.rerender(ui(next)) };
  }

  it('keeps what is typed while the URL echoes the search just sent', async () => {
    const user = userEvent.setup();
    const { onChange, rerender } = renderFilters(NONE);
    await user.type(searchBox(), 'rpt_9');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ref: 'rpt_9' });
    // Typed before the URL has caught up, then the URL says what was searched for.
    await user.type(searchBox(), '1');
    rerender({ ...NONE, ref: 'rpt_9' });
    await user.type(searchBox(), '2');
    expect(searchBox().value).toBe('rpt_912');
  });

  it('takes a search from outside (Back, a link) in place of what is typed', async () => {
    const user = userEvent.setup();
    const { onChange, rerender } = renderFilters({ ...NONE, ref: 'rpt_1' });
    await user.type(searchBox(), '_draft');
    rerender({ ...NONE, ref: 'rpt_2' });
    expect(searchBox().value).toBe('rpt_2');
    // A status chosen meanwhile changes the URL but not its search: the box keeps what is typed.
    await user.type(searchBox(), '_more');
    rerender({ ...NONE, ref: 'rpt_2', status: 'RISKY' });
    expect(searchBox().value).toBe('rpt_2_more');
    expect(onChange).not.toHaveBeenCalled();
  });
});
