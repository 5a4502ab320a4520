import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, answer, server } from '@pulse/test-utils';
import { batchOf, detailOf, uploadedOf } from '../test/fixtures';
import { renderPage } from '../test/render';
import { BatchDetailPage } from './batch-detail-page';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderDetail(role: 'owner' | 'viewer' = 'owner', id = 'b-1') {
  return renderPage(<BatchDetailPage />, { path: `/batches/${id}`, pattern: '/batches/:id', role });
}

const createObjectURL = vi.fn(() => 'blob:results');
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});
afterEach(() => createObjectURL.mockClear());

describe('Batch detail', () => {
  it('shows the progress, the decision tiles, the error rows and the result links', async () => {
    answer('get /batches/:id', () => detailOf({ state: 'paused', etaSeconds: null }));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'people.csv' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All batches' }).getAttribute('href')).toBe(
      '/batches',
    );
    expect(screen.getByRole('heading', { name: 'Progress' })).toBeTruthy();
    expect(screen.getByText('Individual AML Screening · 1,000 rows')).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByText('400 done · 100 failed · 500 left')).toBeTruthy();
    expect(screen.getByText(/^Started 28\/11\/2026, /)).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Decisions' })).toBeTruthy();
    const tiles = within(screen.getByRole('list', { name: 'Decisions' }));
    const tile = (key: string) => tiles.getByTestId(`decision-${key}`).textContent;
    expect(tile('VERIFIED')).toBe('VERIFIED300');
    expect(tile('SUSPICIOUS')).toBe('SUSPICIOUS40');
    expect(tile('RISKY')).toBe('RISKY30');
    expect(tile('DECLINED')).toBe('DECLINED30');
    expect(tile('ERROR')).toBe('ERROR100');

    expect(screen.getByRole('heading', { name: 'Rows with errors' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'Line', 'Error', 'Report']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('dob is not a date')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('None')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Lookup failed')).toBeTruthy();
    const report = within(rows[1] as HTMLElement).getByRole('link', { name: 'Report of row 9' });
    expect(report.textContent).toBe('View report');
    expect(report.getAttribute('href')).toBe('/reports/ref-9');

    expect(screen.getByRole('heading', { name: 'Results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/batches/b-1/results?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Download NDJSON' }).getAttribute('href')).toBe(
      '/api/batches/b-1/results?format=ndjson',
    );
    expect(screen.getByRole('link', { name: 'View reports' }).getAttribute('href')).toBe(
      '/reports?batch=b-1',
    );
  });

  it('downloads the results through the API client, as a file', async () => {
    answer('get /batches/:id', () => detailOf({ state: 'done', rowsLeft: 0 }));
    const asked: URL[] = [];
    server.use(
      http.get(`${API}/batches/:id/results`, ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('first,last,row,decision\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(asked[0]?.searchParams.get('format')).toBe('csv');
  });

  it('says so when the batch does not exist', async () => {
    answer('get /batches/:id', () => {
      throw { status: 404, body: { error: 'Batch not found', code: 'NOT_FOUND' } };
    });
    renderDetail('owner', 'nope');
    expect(
      await screen.findByText('This batch does not exist, or belongs to the other view mode.'),
    ).toBeTruthy();
  });

  it('reads a running batch again every 2 s and stops once it is done', async () => {
    let reads = 0;
    answer('get /batches/:id', () => {
      reads += 1;
      return reads === 1
        ? detailOf()
        : detailOf({ state: 'done', rowsDone: 1000, rowsLeft: 0, errorRows: [] });
    });
    renderDetail();
    expect(await screen.findByText('Running')).toBeTruthy();
    expect(await screen.findByText('Done', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText('No rows with errors.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).toBeNull();
    await sleep(2_600);
    expect(reads).toBe(2);
  });

  it('cancels a batch after the confirmation, and Keep running leaves it alone', async () => {
    let state: 'running' | 'cancelled' = 'running';
    answer('get /batches/:id', () => detailOf({ state }));
    const cancels = answer('post /batches/:id/cancel', () => {
      state = 'cancelled';
      return batchOf({ state });
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel batch' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel “people.csv”?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The 500 rows left are not screened and not charged. Rows already done stay in the results. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancels).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(await screen.findByText('Batch cancelled')).toBeTruthy();
    expect(cancels).toHaveLength(1);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).toBeNull();
  });

  it("shows the API's refusal of a cancel", async () => {
    answer('get /batches/:id', () => detailOf({ state: 'queued' }));
    answer('post /batches/:id/cancel', () => {
      throw { status: 409, body: { error: 'The batch already ended', code: 'BATCH_ENDED' } };
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(await screen.findByText('The batch already ended')).toBeTruthy();
  });

  it('a viewer reads the batch but cannot cancel it', async () => {
    answer('get /batches/:id', () => detailOf({ state: 'paused' }));
    renderDetail('viewer');
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).toBeNull();
  });

  it('shows a batch in preview with its preview; a viewer sees it without Start or Discard', async () => {
    answer('get /batches/:id', () => uploadedOf());
    renderDetail('viewer');
    expect(await screen.findByRole('heading', { name: 'Preview of people.csv' })).toBeTruthy();
    expect((screen.getByLabelText('Column “first”') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Start batch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('shows an interrupted upload with the rows it stored and Upload again, without progress or results', async () => {
    answer('get /batches/:id', () =>
      detailOf({
        state: 'interrupted',
        rowCount: 5000,
        rowsDone: 0,
        rowsFailed: 0,
        rowsLeft: 5000,
        rowsPerSecond: null,
        etaSeconds: null,
        startedAt: null,
        decisions: { VERIFIED: 0, SUSPICIOUS: 0, RISKY: 0, DECLINED: 0, ERROR: 0 },
        errorRows: [],
      }),
    );
    const { user, router } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByText('Upload interrupted')).toBeTruthy();
    expect(
      screen.getByText(
        'Its upload stopped before the end of the file: 5,000 rows were stored, and it cannot start.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start batch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Upload again' }));
    expect(await screen.findByText('at-other-route')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/batches');
  });

  it('starts a batch in preview from its page', async () => {
    let started = false;
    answer('get /batches/:id', () => (started ? detailOf({ state: 'queued' }) : uploadedOf()));
    answer('post /batches/:id/start', () => {
      started = true;
      return batchOf({ state: 'queued' });
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Start batch' }));
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel batch' })).toBeTruthy();
  });
});
