import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ListChange, ListUpdate } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { healthOf } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ListUpdatesPage } from './list-updates-page';

const update = (changes: Partial<ListUpdate> = {}): ListUpdate => ({
  id: '11111111-1111-4111-8111-111111111111',
  source: 'ofac-sdn',
  fromVersion: 1,
  toVersion: 2,
  baseline: false,
  records: 16500,
  added: 2,
  removed: 1,
  changed: 1,
  importedAt: '2026-11-28T10:00:00.000Z',
  ...changes,
});
const baseline = update({
  id: '22222222-2222-4222-8222-222222222222',
  source: 'un',
  fromVersion: null,
  toVersion: 1,
  baseline: true,
  records: 1003,
  added: 0,
  removed: 0,
  changed: 0,
});
const renamed: ListChange = {
  entryId: 'ofac-sdn:10',
  recordId: 'ofac-sdn:10',
  name: 'NEW NAME',
  kind: 'changed',
  fields: [
    { field: 'name', before: 'OLD NAME', after: 'NEW NAME' },
    {
      field: 'aliases',
      before: [],
      after: [{ name: 'ALIAS ONE', kind: 'aka' }],
    },
  ],
};
const added: ListChange = {
  entryId: 'ofac-sdn:20',
  recordId: 'ofac-sdn:20',
  name: 'ADDED ONE',
  kind: 'added',
  fields: [],
};
const removed: ListChange = {
  entryId: 'ofac-sdn:30',
  recordId: 'ofac-sdn:30',
  name: 'GONE',
  kind: 'removed',
  fields: [],
};

const open = () =>
  renderPage(<ListUpdatesPage />, { path: '/list-updates', pattern: '/list-updates' });

describe('List updates', () => {
  beforeEach(() => {
    answer('get /health', () => healthOf());
  });

  it('lists each update with its list, versions and counts, and a baseline without changes', async () => {
    answer('get /aml/list-updates', () => ({ items: [update(), baseline], nextCursor: null }));
    open();
    expect(await screen.findByRole('heading', { name: 'List updates' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Imports' })).getAllByRole(
      'listitem',
    );
    const [sdn, un] = items as [HTMLElement, HTMLElement];
    expect(within(sdn).getByText(/^OFAC SDN · 28\/11\/2026, /)).toBeTruthy();
    expect(within(sdn).getByText('Version 1 → 2 · 2 added · 1 removed · 1 changed')).toBeTruthy();
    expect(within(un).getByText('Version 1 · First import: 1,003 entries')).toBeTruthy();
    expect(within(un).queryByRole('button')).toBeNull();
  });

  it('moves a link to its old address, /list-changes, on to /list-updates with its query', async () => {
    const { router } = renderPage(<ListUpdatesPage />, {
      path: '/list-changes?source=un',
      pattern: '/list-changes',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list-updates'));
    expect(router.state.location.search).toBe('?source=un');
  });

  it('filters by list, from the keyboard, and asks again from the first page', async () => {
    const calls = answer('get /aml/list-updates', () => ({ items: [update()], nextCursor: null }));
    const { user } = open();
    await screen.findByRole('list', { name: 'Imports' });
    const un = screen.getByRole('button', { name: 'UN Security Council' });
    un.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.at(-1)?.args.source).toBe('un'));
    expect(un.getAttribute('aria-pressed')).toBe('true');
    expect(calls.at(-1)?.args.cursor).toBeUndefined();
  });

  it('offers a filter for each list the API has imported, and none for the others', async () => {
    answer('get /health', () => healthOf(['ofac-sdn', 'un', 'uk']));
    answer('get /aml/list-updates', () => ({ items: [update()], nextCursor: null }));
    open();
    const filter = await screen.findByRole('group', { name: 'List' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All lists', 'OFAC SDN', 'UN Security Council', 'UK (OFSI)']),
    );
  });

  it('pages the updates with the cursor, and back', async () => {
    const calls = answer('get /aml/list-updates', (args) =>
      args.cursor === 'c2'
        ? { items: [baseline], nextCursor: null }
        : { items: [update()], nextCursor: 'c2' },
    );
    const { user } = open();
    await screen.findByText(/^OFAC SDN · /);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^UN Security Council · /)).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(calls.at(-1)?.args).toMatchObject({ cursor: 'c2', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(/^OFAC SDN · /)).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it("opens an update's entries with the changed fields before → after, filtered by kind and paged", async () => {
    answer('get /aml/list-updates', () => ({ items: [update()], nextCursor: null }));
    const calls = answer('get /aml/list-updates/:id', (args) => {
      const all = [added, removed, renamed].filter((e) => !args.kind || e.kind === args.kind);
      if (args.cursor === 'p2') return { ...update(), entries: [removed], nextCursor: null };
      return { ...update(), entries: all, nextCursor: args.kind ? null : 'p2' };
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Show the changes of OFAC SDN/ }));
    const entries = await screen.findByRole('list', { name: 'Changed entries' });
    expect(within(entries).getByText('ADDED ONE')).toBeTruthy();
    expect(within(entries).getByText('GONE')).toBeTruthy();
    const changes = screen.getByRole('list', { name: 'Changes of NEW NAME' });
    expect(within(changes).getByText('OLD NAME → NEW NAME')).toBeTruthy();
    expect(within(changes).getByText('none → ALIAS ONE (aka)')).toBeTruthy();
    expect(calls[0]?.args).toMatchObject({ id: update().id, limit: '25' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(calls.at(-1)?.args.cursor).toBe('p2');

    await user.click(
      within(screen.getByRole('group', { name: 'Kind of change' })).getByRole('button', {
        name: 'Changed',
      }),
    );
    await waitFor(() => expect(calls.at(-1)?.args.kind).toBe('changed'));
    expect(calls.at(-1)?.args.cursor).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('ADDED ONE')).toBeNull());
    expect(screen.getByText('NEW NAME')).toBeTruthy();
  });

  it("shows an entry's details, and says so for one no longer on the list", async () => {
    answer('get /aml/list-updates', () => ({ items: [update()], nextCursor: null }));
    answer('get /aml/list-updates/:id', () => ({
      ...update(),
      entries: [renamed, removed],
      nextCursor: null,
    }));
    answer('get /aml/entries/:id', (args) => {
      if (args.id !== 'ofac-sdn:10')
        throw { status: 404, body: { error: 'List entry not found', code: 'NOT_FOUND' } };
      return {
        id: 'ofac-sdn:10',
        source: 'ofac-sdn',
        sourceId: '10',
        listVersion: 2,
        listDate: null,
        entityType: 'individual',
        name: 'NEW NAME',
        aliases: [{ name: 'ALIAS ONE', kind: 'aka' }],
        givenNames: null,
        lastName: null,
        datesOfBirth: [
          { text: '1960', year: 1960, month: null, day: null, yearTo: null, approximate: false },
        ],
        placesOfBirth: [],
        nationalities: ['Iran'],
        citizenships: [],
        addresses: [],
        positions: [],
        programs: ['SDGT'],
        remarks: null,
        gender: null,
        isSanctioned: true,
        isPep: false,
        pepType: null,
        links: [],
        otherInfo: [],
      };
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Show the changes of/ }));
    const details = await screen.findByRole('button', { name: 'Details of NEW NAME' });
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('SDGT')).toBeTruthy();
    expect(screen.getByText('Iran')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Details of GONE' }));
    expect(await screen.findByText('This entry is no longer on the list.')).toBeTruthy();
  });

  it('shows the empty and error states, and retries', async () => {
    let fail = true;
    answer('get /aml/list-updates', () => {
      if (fail) throw { status: 503, body: { error: 'Database unavailable', code: 'UNAVAILABLE' } };
      return { items: [], nextCursor: null };
    });
    const { user } = open();
    expect(await screen.findByText('List updates could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(
      await screen.findByText('No list updates yet. They appear after each import of a list.'),
    ).toBeTruthy();
  });
});
