import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Watchlist, WatchlistDetail } from '@pulse/api-client';
import { API, answer, server } from '@pulse/test-utils';
import { formatDateTime } from '@pulse/ui';
import { dropFile } from '../../../test/drop-file';
import { renderPage } from '../../../test/render';
import { WatchlistsPage } from './watchlists-page';

const list = (changes: Partial<Watchlist> = {}): Watchlist => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Former staff',
  entryCount: 2,
  version: 3,
  uploadedBy: '22222222-2222-4222-8222-222222222222',
  uploadedByName: 'Ada Owner',
  uploadedAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});
const detail = (cursor: string | null, nextCursor: string | null): WatchlistDetail => ({
  ...list(),
  entries: {
    items: cursor
      ? [{ reference: 'R-2', name: 'Acme Trading', aliases: [], dateOfBirth: null, country: null }]
      : [
          {
            reference: 'R-1',
            name: 'Zeb Quartermaine',
            aliases: ['Zebediah Q'],
            dateOfBirth: '1968-04-02',
            country: 'GB',
          },
        ],
    nextCursor,
  },
});
const summary = `2 entries · version 3 · uploaded by Ada Owner on ${formatDateTime('2026-11-28T10:00:00.000Z')}`;

/** Answers an upload (POST) or replace (PUT) with `reply`, recording what was sent. */
function answerFile(method: 'post' | 'put', path: string, reply: () => Response) {
  const sent: Array<{ url: URL; type: string | null; body: string }> = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      sent.push({
        url: new URL(request.url),
        type: request.headers.get('content-type'),
        body: await request.text(),
      });
      return reply();
    }),
  );
  return sent;
}

const render = (role: 'owner' | 'viewer' | 'analyst' = 'owner') =>
  renderPage(<WatchlistsPage />, { path: '/watchlists', pattern: '/watchlists', role });

describe('Watchlists', () => {
  it('lists the team’s lists and pages through a list’s entries', async () => {
    answer('get /watchlists', () => ({ items: [list()] }));
    const reads = answer('get /watchlists/:id', (args) =>
      detail(args.cursor ?? null, args.cursor ? null : 'next-1'),
    );
    const { user } = render();
    expect(await screen.findByText('Former staff')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Watchlists' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your own lists of people and businesses, matched by every AML check of your team.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your watchlists')).toBeTruthy();
    expect(screen.getByText(summary)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('Entries of Former staff')).toBeTruthy();
    expect(screen.getByText('Zeb Quartermaine (R-1)')).toBeTruthy();
    expect(screen.getByText('Aliases: Zebediah Q · Born 1968-04-02 · Country GB')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Acme Trading (R-2)')).toBeTruthy();
    expect(screen.getByText('No other details')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(reads.map((c) => c.args.cursor ?? null)).toEqual([null, 'next-1']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Zeb Quartermaine (R-1)')).toBeTruthy();
  });

  it('uploads a file with its name, and shows a refusal with its line', async () => {
    answer('get /watchlists', () => ({ items: [] }));
    let refuse = true;
    const sent = answerFile('post', '/watchlists', () =>
      refuse
        ? HttpResponse.json(
            { error: 'Line 3: "name" is empty', code: 'MISSING_VALUE', line: 3 },
            { status: 400 },
          )
        : HttpResponse.json(detail(null, null), { status: 201 }),
    );
    const { user } = render();
    expect(
      await screen.findByText(
        'No watchlists yet. Uploaded lists are screened with every AML check.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Upload a watchlist')).toBeTruthy();
    expect(
      screen.getByText(
        'CSV with the columns name, aliases, date_of_birth, country, reference (up to 10,000 entries, 10 MB).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Name'), 'Former staff');
    await user.upload(
      screen.getByLabelText('File'),
      new File(['name,reference\nA,1\n,2\n'], 'staff.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Line 3: "name" is empty');
    refuse = false;
    answer('get /watchlists', () => ({ items: [list()] }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Former staff')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((s) => [s.url.searchParams.get('name'), s.type, s.body])).toEqual([
      ['Former staff', 'text/csv', 'name,reference\nA,1\n,2\n'],
      ['Former staff', 'text/csv', 'name,reference\nA,1\n,2\n'],
    ]);
  });

  it('takes the file by keyboard or by drop, shows its name and size, and empties once uploaded', async () => {
    answer('get /watchlists', () => ({ items: [] }));
    const sent = answerFile('post', '/watchlists', () =>
      HttpResponse.json(detail(null, null), { status: 201 }),
    );
    const { user } = render();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Former staff');
    // From the name, Tab reaches the drop zone; Enter opens the picker.
    const input = screen.getByLabelText('File') as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    await user.tab();
    const zone = screen.getByRole('button', { name: 'Drop a CSV here, or choose one' });
    expect(document.activeElement).toBe(zone);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opened).toBe(1));
    await user.upload(input, new File(['name\nA\n'], 'picked.csv', { type: 'text/csv' }));
    expect(await screen.findByText('picked.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove picked.csv' }));
    expect(screen.queryByText('picked.csv')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);

    dropFile(zone, new File(['name\nB\n'.repeat(600)], 'dropped.csv', { type: 'text/csv' }));
    expect(await screen.findByText('dropped.csv')).toBeTruthy();
    expect(screen.getByText('4.2 kB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toBe('name\nB\n'.repeat(600));
    await waitFor(() => expect(screen.queryByText('dropped.csv')).toBeNull());
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('replaces a list’s file and deletes a list after confirmation', async () => {
    answer('get /watchlists', () => ({ items: [list({ uploadedByName: null })] }));
    const replaced = answerFile('put', '/watchlists/:id', () =>
      HttpResponse.json(
        { error: 'Line 2: "reference" is empty', code: 'MISSING_VALUE' },
        { status: 400 },
      ),
    );
    const deletes = answer('delete /watchlists/:id', () => list());
    const { user } = render();
    expect(
      await screen.findByText(
        `2 entries · version 3 · uploaded by an API key on ${formatDateTime('2026-11-28T10:00:00.000Z')}`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
    await user.upload(
      screen.getByLabelText('New file for Former staff'),
      new File(['name,reference\nB,\n'], 'v4.csv', { type: 'text/csv' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Line 2: "reference" is empty');
    expect(replaced.map((r) => r.url.pathname)).toEqual([
      '/api/watchlists/11111111-1111-4111-8111-111111111111',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    answer('get /watchlists', () => ({ items: [] }));
    await user.click(screen.getByRole('button', { name: 'Delete Former staff' }));
    expect(
      await screen.findByText(
        'No watchlists yet. Uploaded lists are screened with every AML check.',
      ),
    ).toBeTruthy();
    expect(deletes).toHaveLength(1);
  });

  it.each(['viewer', 'analyst'] as const)('a %s reads the lists only', async (role) => {
    answer('get /watchlists', () => ({ items: [list()] }));
    render(role);
    const item = (await screen.findByText('Former staff')).closest('li') as HTMLElement;
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Show entries']);
    expect(screen.queryByText('Upload a watchlist')).toBeNull();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    let fail = true;
    answer('get /watchlists', () => {
      if (fail) throw { status: 500, body: { error: 'down', code: 'INTERNAL' } };
      return { items: [list()] };
    });
    const { user } = render();
    expect(await screen.findByText('Watchlists could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Former staff')).toBeTruthy();
  });
});
