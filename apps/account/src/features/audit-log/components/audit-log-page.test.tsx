import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditLogPage as Page } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { cursorPage, orFailWithoutText } from '../../../test/cursor-page';
import { renderPage } from '../../../test/render';
import { AuditLogPage } from './audit-log-page';

/** The mock API's GET /audit-log: given the query, a page (a throw answers 500). */
const listAuditLog = vi.fn<(query: Record<string, string>) => Page | Promise<Page>>();

const entry = (id: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  action: 'auth.sign_in',
  actorMemberId: 'm1',
  actorEmail: `${id}@example.com`,
  target: null,
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  requestId: null,
  detail: {},
  ...over,
});

/** The actor e-mails of the table's rows, in order (each entry's is `<id>@example.com`). */
async function actors(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Audit log' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

const loadMore = () => screen.queryByRole('button', { name: 'Load more' });
const pressLoadMore = (user: ReturnType<typeof renderPage>['user']) =>
  user.click(screen.getByRole('button', { name: 'Load more' }));

describe('AuditLogPage', () => {
  beforeEach(() => {
    listAuditLog.mockReset();
    answer('get /audit-log', async (query) =>
      cursorPage(await orFailWithoutText(() => listAuditLog(query))),
    );
  });

  it('shows the first 25 entries, and "Load more" appends the next page until none is left', async () => {
    listAuditLog
      .mockResolvedValueOnce({ items: [entry('a'), entry('b')], nextCursor: 'c1' })
      .mockResolvedValueOnce({ items: [entry('c')] });
    const { user } = renderPage(<AuditLogPage />);
    expect(screen.getByText('Loading the audit log')).toBeTruthy();
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com', 'b@example.com']));
    expect(listAuditLog).toHaveBeenLastCalledWith({ limit: '25' });

    await pressLoadMore(user);
    await waitFor(async () =>
      expect(await actors()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']),
    );
    expect(listAuditLog).toHaveBeenLastCalledWith({ limit: '25', cursor: 'c1' });
    expect(loadMore()).toBeNull();
    expect(listAuditLog).toHaveBeenCalledTimes(2);
  });

  it('says the log could not be loaded when the first page fails, with nothing to load more', async () => {
    listAuditLog.mockRejectedValue(new Error('down'));
    renderPage(<AuditLogPage />);
    expect(await screen.findByText('The audit log could not be loaded')).toBeTruthy();
    expect(loadMore()).toBeNull();
  });

  it('keeps the entries read when "Load more" fails, and a second press reads the page again', async () => {
    listAuditLog
      .mockResolvedValueOnce({ items: [entry('a')], nextCursor: 'c1' })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ items: [entry('b')] });
    const { user } = renderPage(<AuditLogPage />);
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com']));

    await pressLoadMore(user);
    await waitFor(() => expect(listAuditLog).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(loadMore()?.hasAttribute('disabled')).toBe(false));
    expect(await actors()).toEqual(['a@example.com']);

    await pressLoadMore(user);
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com', 'b@example.com']));
    expect(listAuditLog).toHaveBeenNthCalledWith(3, { limit: '25', cursor: 'c1' });
    expect(loadMore()).toBeNull();
  });

  it('starts again from the first page when the filters change, and when they are cleared', async () => {
    listAuditLog.mockImplementation(({ action, cursor }) => {
      if (action) return { items: [entry('f', { action })] };
      return cursor ? { items: [entry('b')] } : { items: [entry('a')], nextCursor: 'c1' };
    });
    const { user } = renderPage(<AuditLogPage />);
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com']));
    await pressLoadMore(user);
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com', 'b@example.com']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'auth.logout');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await actors()).toEqual(['f@example.com']));
    expect(listAuditLog).toHaveBeenLastCalledWith({ action: 'auth.logout', limit: '25' });
    expect(loadMore()).toBeNull();

    // Back to no filters: the first page only, read again, not the two pages read before.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com']));
    expect(listAuditLog).toHaveBeenLastCalledWith({ limit: '25' });
    expect(listAuditLog).toHaveBeenCalledTimes(4);
    expect(loadMore()).toBeTruthy();
  });

  it('applies the typed actor and dates on Apply filters, never a reversed range', async () => {
    listAuditLog.mockResolvedValue({ items: [entry('a')] });
    const { user } = renderPage(<AuditLogPage />);
    await waitFor(async () => expect(await actors()).toEqual(['a@example.com']));
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    const apply = within(form).getByRole('button', { name: 'Apply filters' });
    await user.type(within(form).getByRole('textbox', { name: 'Actor e-mail' }), ' ana@acme.io ');
    await user.type(within(form).getByLabelText('From'), '2026-11-20');
    await user.type(within(form).getByLabelText('To'), '2026-11-10');
    expect(within(form).getByText('The end date must be on or after the start date')).toBeTruthy();
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(listAuditLog).toHaveBeenCalledTimes(1);

    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-11-24');
    expect(within(form).queryByText('The end date must be on or after the start date')).toBeNull();
    await user.click(apply);
    await waitFor(() =>
      expect(listAuditLog).toHaveBeenLastCalledWith({
        actor: 'ana@acme.io',
        from: '2026-11-20',
        to: '2026-11-24',
        limit: '25',
      }),
    );

    // Clear empties the fields and lists everything again.
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listAuditLog).toHaveBeenLastCalledWith({ limit: '25' }));
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', { name: 'Actor e-mail' }).value,
    ).toBe('');
    expect(within(form).getByLabelText<HTMLInputElement>('From').value).toBe('');
  });
});
