import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Batch } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { batchOf } from '../test/fixtures';
import { renderPage } from '../test/render';
import { BatchesPage } from './batches-page';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Batches: the list', () => {
  it('shows each batch with its service, state, progress, rate, time left and who started it', async () => {
    answer('get /batches', () => ({
      items: [
        batchOf(),
        batchOf({
          id: 'b-2',
          fileName: 'mails.ndjson',
          service: 'emailLookup',
          state: 'done',
          rowCount: 10,
          rowsDone: 10,
          rowsFailed: 0,
          rowsLeft: 0,
          rowsPerSecond: 5,
          etaSeconds: null,
          createdBy: null,
        }),
      ],
      nextCursor: null,
    }));
    // Whatever the list polls, it ends: the second answer has nothing moving.
    renderPage(<BatchesPage />);
    expect(await screen.findByRole('heading', { name: 'Your batches' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Batches' })).getAllByRole(
      'listitem',
    );
    const [running, done] = items as [HTMLElement, HTMLElement];
    expect(within(running).getByRole('link', { name: 'people.csv' }).getAttribute('href')).toBe(
      '/batches/b-1',
    );
    expect(within(running).getByText('Individual AML Screening · 1,000 rows')).toBeTruthy();
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByText('400 done · 100 failed · 500 left')).toBeTruthy();
    expect(within(running).getByText('50 %')).toBeTruthy();
    expect(within(running).getByText('25 rows/s')).toBeTruthy();
    expect(within(running).getByText('About 3 min 20 s left')).toBeTruthy();
    expect(within(running).getByText(/^By Ada Lovelace · 28\/11\/2026, /)).toBeTruthy();
    expect(
      within(running).getByRole('progressbar', { name: 'Progress of people.csv' }),
    ).toBeTruthy();

    expect(within(done).getByText('Email Lookup · 10 rows')).toBeTruthy();
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).getByText('100 %')).toBeTruthy();
    expect(within(done).queryByText(/rows\/s/)).toBeNull();
    expect(within(done).queryByText(/^By /)).toBeNull();
    expect(within(done).getByText(/^28\/11\/2026, /)).toBeTruthy();
  });

  it('reads the list again every 2 s while a batch runs, and stops once none does', async () => {
    let reads = 0;
    answer('get /batches', () => {
      reads += 1;
      return {
        items: [
          reads === 1
            ? batchOf({ state: 'queued', rowsDone: 0, rowsFailed: 0, rowsLeft: 1000 })
            : batchOf({
                state: 'done',
                rowsDone: 1000,
                rowsFailed: 10,
                rowsLeft: 0,
                etaSeconds: null,
              }),
        ],
        nextCursor: null,
      };
    });
    renderPage(<BatchesPage />);
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(await screen.findByText('Done', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText('990 done · 10 failed · 0 left')).toBeTruthy();
    expect(reads).toBe(2);
    await sleep(2_600);
    expect(reads).toBe(2);
  });

  it('a paused batch says its calls ran out, with a link to top up', async () => {
    answer('get /batches', () => ({
      items: [
        batchOf({
          state: 'paused',
          pauseReason: 'NO_CALLS_LEFT',
          rowsPerSecond: 20,
          etaSeconds: null,
        }),
      ],
      nextCursor: null,
    }));
    renderPage(<BatchesPage />);
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByText(/The calls of this service ran out\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Top up to continue' });
    expect(link.getAttribute('href')).toBe('/billing');
    // Paused waits for a top-up: nothing is read again meanwhile.
    expect(screen.queryByText(/rows\/s/)).toBeNull();
  });

  it('a member who cannot buy calls reads the same hint without the link', async () => {
    answer('get /batches', () => ({
      items: [batchOf({ state: 'paused', pauseReason: 'NO_CALLS_LEFT' })],
      nextCursor: null,
    }));
    renderPage(<BatchesPage />, { role: 'developer' });
    expect(
      await screen.findByText(
        'The calls of this service ran out. Top up to continue (an owner or admin can buy calls).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Top up to continue' })).toBeNull();
  });

  it('shows a batch still in preview as not started', async () => {
    answer('get /batches', () => ({ items: [batchOf({ state: 'preview' })], nextCursor: null }));
    renderPage(<BatchesPage />);
    expect(await screen.findByText('Preview')).toBeTruthy();
    expect(
      screen.getByText('Not started yet: open it to check the mapping and start it.'),
    ).toBeTruthy();
  });

  it('shows an interrupted upload with the rows it stored and Upload again, never as startable', async () => {
    answer('get /batches', () => ({
      items: [
        batchOf({
          state: 'interrupted',
          rowCount: 5000,
          rowsDone: 0,
          rowsFailed: 0,
          rowsLeft: 5000,
          rowsPerSecond: null,
          etaSeconds: null,
          startedAt: null,
          finishedAt: '2026-11-28T10:02:00.000Z',
        }),
      ],
      nextCursor: null,
    }));
    const { user, router } = renderPage(<BatchesPage />);
    const item = within(await screen.findByRole('list', { name: 'Batches' })).getByRole('listitem');
    expect(within(item).getByText('Upload interrupted')).toBeTruthy();
    expect(
      within(item).getByText(
        'Its upload stopped before the end of the file: 5,000 rows were stored, and it cannot start.',
      ),
    ).toBeTruthy();
    expect(within(item).queryByText(/Not started yet/)).toBeNull();
    expect(within(item).queryByRole('progressbar')).toBeNull();
    const again = within(item).getByRole('link', { name: 'Upload again' });
    expect(again.getAttribute('href')).toBe('/batches');
    await user.click(again);
    expect(router.state.location.pathname).toBe('/batches');
  });

  it('shows an upload in progress with the rows stored so far, and reads it again until it ends', async () => {
    let reads = 0;
    answer('get /batches', () => {
      reads += 1;
      return {
        items: [
          reads === 1
            ? batchOf({ state: 'uploading', rowCount: 2000, rowsDone: 0, rowsLeft: 2000 })
            : batchOf({ state: 'interrupted', rowCount: 3000, rowsDone: 0, rowsLeft: 3000 }),
        ],
        nextCursor: null,
      };
    });
    renderPage(<BatchesPage />, { role: 'viewer' });
    expect(await screen.findByText('Uploading')).toBeTruthy();
    expect(screen.getByText('Uploading: 2,000 rows stored so far.')).toBeTruthy();
    expect(await screen.findByText('Upload interrupted', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText(/3,000 rows were stored/)).toBeTruthy();
    // A viewer cannot upload: the state without the link.
    expect(screen.queryByRole('link', { name: 'Upload again' })).toBeNull();
  });

  it('shows a state this remote does not know yet by its name', async () => {
    const later = 'archived' as Batch['state'];
    answer('get /batches', () => ({ items: [batchOf({ state: later })], nextCursor: null }));
    renderPage(<BatchesPage />);
    expect(await screen.findByText('archived')).toBeTruthy();
  });

  it('has an empty state, a loading state and an error state with Retry', async () => {
    let fail = true;
    answer('get /batches', async () => {
      await sleep(50);
      if (fail) throw { status: 500, body: { error: 'boom' } };
      return { items: [], nextCursor: null };
    });
    const { user } = renderPage(<BatchesPage />);
    expect(screen.getByText('Loading batches')).toBeTruthy();
    expect(await screen.findByText('Batches could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No batches yet. Upload a file to start one.')).toBeTruthy();
  });

  it.each(['viewer', 'analyst'] as const)(
    'tells a %s with no batches who uploads them, not to upload',
    async (role) => {
      answer('get /batches', () => ({ items: [], nextCursor: null }));
      renderPage(<BatchesPage />, { role });
      expect(
        await screen.findByText('No batches yet. An owner, admin or developer can upload one.'),
      ).toBeTruthy();
      expect(screen.queryByText(/Upload a file/)).toBeNull();
    },
  );

  it('a viewer sees the batches but no upload form', async () => {
    answer('get /batches', () => ({ items: [batchOf({ state: 'done' })], nextCursor: null }));
    renderPage(<BatchesPage />, { role: 'viewer' });
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Upload a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('File')).toBeNull());
  });
});
