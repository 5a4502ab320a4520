import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { HOLDS_LOAD_FAILURE } from '../hooks/use-legal-holds';
import { CASE_ID_INVALID, LegalHolds, NO_HOLDS, holdPlaced, holdReleased } from './legal-holds';

const HELD = '11111111-1111-4111-8111-111111111111';
const LIFTED = '22222222-2222-4222-8222-222222222222';

const entry = (over: Partial<AuditEntry>): AuditEntry =>
  ({
    id: `e-${Math.random()}`,
    action: 'case.hold_set',
    actorEmail: 'olive@acme-corp.com',
    target: HELD,
    detail: { reason: 'Litigation 2026-14' },
    ip: null,
    userAgent: null,
    createdAt: '2026-12-01T09:00:00.000Z',
    ...over,
  }) as AuditEntry;

describe('LegalHolds', () => {
  let placed: AuditEntry[];
  let released: AuditEntry[];
  beforeEach(() => {
    placed = [
      entry({}),
      entry({
        target: LIFTED,
        detail: { reason: 'Old dispute' },
        createdAt: '2026-11-01T09:00:00.000Z',
      }),
    ];
    released = [
      entry({
        action: 'case.hold_released',
        target: LIFTED,
        detail: {},
        createdAt: '2026-11-05T09:00:00.000Z',
      }),
    ];
    answer('get /audit-log', ({ action }) => (action === 'case.hold_set' ? placed : released));
  });

  it('lists the cases under hold with their reason and a link to each case, not the released ones', async () => {
    renderPage(<LegalHolds />);
    const table = await screen.findByRole('table', { name: 'Cases under legal hold' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Litigation 2026-14')).toBeTruthy();
    expect(within(table).getByRole('link', { name: HELD }).getAttribute('href')).toBe(
      `/cases/${HELD}`,
    );
    expect(within(table).queryByText('Old dispute')).toBeNull();
  });

  it('says when no case is under hold', async () => {
    placed = [];
    renderPage(<LegalHolds />);
    expect(await screen.findByText(NO_HOLDS)).toBeTruthy();
  });

  it('says when the holds cannot be loaded', async () => {
    answer('get /audit-log', () => Promise.reject({ status: 500, body: {} }));
    renderPage(<LegalHolds />);
    expect(await screen.findByText(HOLDS_LOAD_FAILURE)).toBeTruthy();
  });

  it('releases a hold after a confirmation', async () => {
    const deletes = answer('delete /cases/:id/hold', ({ id }) => ({
      id,
      onHold: false,
      reason: null,
    }));
    const { user } = renderPage(<LegalHolds />);
    await user.click(
      await screen.findByRole('button', { name: `Release the hold of case ${HELD}` }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(deletes).toHaveLength(0);
    placed = [];
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(deletes[0]?.args.id).toBe(HELD));
    expect(await screen.findByText(holdReleased(HELD))).toBeTruthy();
    expect(await screen.findByText(NO_HOLDS)).toBeTruthy();
  });

  it('places a hold on a case by its id with a reason, and refuses a malformed id', async () => {
    const posts = answer('post /cases/:id/hold', ({ id }, body) => ({
      id,
      onHold: true,
      reason: (body as { reason: string }).reason,
    }));
    const { user } = renderPage(<LegalHolds />);
    await screen.findByRole('table', { name: 'Cases under legal hold' });
    await user.type(screen.getByLabelText(/^Case id/), 'case-1');
    await user.type(screen.getByLabelText(/^Reason/), 'Regulator inquiry');
    await user.click(screen.getByRole('button', { name: 'Place hold' }));
    expect(await screen.findByText(CASE_ID_INVALID)).toBeTruthy();
    expect(posts).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Case id/));
    await user.type(screen.getByLabelText(/^Case id/), LIFTED);
    await user.click(screen.getByRole('button', { name: 'Place hold' }));
    await waitFor(() => expect(posts[0]?.body).toEqual({ reason: 'Regulator inquiry' }));
    expect(posts[0]?.args.id).toBe(LIFTED);
    expect(await screen.findByText(holdPlaced(LIFTED))).toBeTruthy();
  });

  it('shows the reason when the API refuses a hold', async () => {
    answer('post /cases/:id/hold', () =>
      Promise.reject({ status: 404, body: { error: 'Case not found' } }),
    );
    const { user } = renderPage(<LegalHolds />);
    await screen.findByRole('table', { name: 'Cases under legal hold' });
    await user.type(screen.getByLabelText(/^Case id/), LIFTED);
    await user.type(screen.getByLabelText(/^Reason/), 'Regulator inquiry');
    await user.click(screen.getByRole('button', { name: 'Place hold' }));
    expect(await screen.findByText('Case not found')).toBeTruthy();
  });
});
