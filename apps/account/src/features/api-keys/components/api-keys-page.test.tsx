import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { ApiKeysPage } from './api-keys-page';

/** A refusal without an error text. */
const failing = () => Promise.reject({ status: 503 });

/** The mock API answers GET /developers/keys with `keys`. */
function listing(keys: ApiKey[]) {
  answer('get /developers/keys', () => ({ keys }));
}

const render = () => renderPage(<ApiKeysPage />, { path: '/developers/keys' });

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const key = (over: Partial<ApiKey>): ApiKey => ({
  id: 'k1',
  name: 'Checkout',
  mode: 'live',
  prefix: 'pk_live_abcd',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  allowedCidrs: [],
  status: 'active',
  graceEndsAt: null,
  replacedBy: null,
  ...over,
});

describe('ApiKeysPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each status with its words, the countdown of a rolling key and the allow-list', async () => {
    listing([
      key({ id: 'a', name: 'Active key', allowedCidrs: ['10.0.0.0/8'], lastUsedAt: null }),
      key({
        id: 'g',
        name: 'Rolling key',
        mode: 'test',
        prefix: 'pk_test_wxyz',
        status: 'grace',
        graceEndsAt: new Date(NOW + 86_400_000 + 3_600_000).toISOString(),
      }),
      key({ id: 'e', name: 'Expired key', expiresAt: '2026-11-20T00:00:00.000Z' }),
      key({ id: 'r', name: 'Revoked key', status: 'revoked' }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'NAME',
      'MODE',
      'KEY',
      'CREATED',
      'LAST USED',
      'EXPIRES',
      'IP ALLOW-LIST',
      'STATUS',
      'Actions',
    ]);
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(row('Active key').textContent).toContain('Active');
    expect(row('Active key').textContent).toContain('10.0.0.0/8');
    expect(row('Active key').textContent).toContain('Live');
    expect(row('Rolling key').textContent).toContain('Rolling');
    expect(row('Rolling key').textContent).toContain('Test');
    expect(row('Rolling key').textContent).toContain('pk_test_wxyz…');
    expect(row('Rolling key').textContent).toContain('Old key works for 1d 1h');
    expect(row('Rolling key').textContent).toContain('Any address');
    expect(row('Expired key').textContent).toContain('Expired');
    expect(row('Revoked key').textContent).toContain('Revoked');
    // Roll only for an active key; revoke for active and rolling ones.
    expect(screen.getByRole('button', { name: 'Roll Active key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Roll Rolling key' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke Rolling key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Expired key' })).toBeNull();
    expect(
      screen.getByText(/Give each server or environment its own key, so you can roll or revoke/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'License Key page' }).getAttribute('href')).toBe(
      '/license-key',
    );
  });

  it('offers the create fields and says when creating fails', async () => {
    const created = answer('post /developers/keys', failing);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Optional. Addresses or CIDR ranges, separated by commas. Leave empty to accept calls from any address.',
      ),
    ).toBeTruthy();
    const mode = within(dialog).getByRole('combobox', { name: 'Mode' });
    expect([...(mode as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Live (pk_live_): real answers, charged',
      'Test (pk_test_): sandbox answers, never charged',
    ]);
    const expires = within(dialog).getByRole('combobox', { name: 'Expires' });
    expect([...(expires as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Never',
      'In 7 days',
      'In 30 days',
      'In 90 days',
      'In 1 year',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Create key' });
    await user.click(submit);
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(created).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Worker');
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    await user.selectOptions(expires, '7');
    await user.click(submit);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toEqual({
      name: 'Worker',
      mode: 'live',
      expiresAt: new Date(NOW + 7 * 86_400_000).toISOString(),
      allowedCidrs: [],
    });
    expect(await within(dialog).findByText('The key could not be created')).toBeTruthy();
  });

  it('lists the grace choices and says when rolling or revoking fails', async () => {
    listing([key({ name: 'Server' })]);
    const rolls = answer('post /developers/keys/:id/roll', failing);
    answer('post /developers/keys/:id/revoke', failing);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Roll Server' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'A new key replaces pk_live_abcd… with the same name, mode, expiry and IP allow-list. Keep the old key working long enough to deploy the new one.',
      ),
    ).toBeTruthy();
    const grace = within(dialog).getByRole('combobox', { name: 'Old key keeps working for' });
    expect([...(grace as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'None: the old key stops working now',
      '1 hour',
      '24 hours',
      '7 days',
    ]);
    expect(
      within(dialog).queryByText('Every server still using the old key will be refused at once.'),
    ).toBeNull();
    await user.selectOptions(grace, 'none');
    expect(
      within(dialog).getByText('Every server still using the old key will be refused at once.'),
    ).toBeTruthy();
    await user.selectOptions(grace, '24h');
    await user.click(within(dialog).getByRole('button', { name: 'Roll key' }));
    await waitFor(() => expect(rolls).toHaveLength(1));
    expect(rolls[0]?.args.id).toBe('k1');
    expect(rolls[0]?.body).toMatchObject({ grace: '24h' });
    expect(await within(dialog).findByText('The key could not be rolled')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Revoke Server' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key could not be revoked')).toBeTruthy();
  });
});
