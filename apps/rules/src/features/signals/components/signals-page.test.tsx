import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { signals } from '../../../test/fixtures';
import { SignalsPage } from './signals-page';

const render = () => renderPage(<SignalsPage />, { path: '/rules/signals', role: 'viewer' });

describe('Signals', () => {
  it('lists every service’s signals with their type and meaning, for every role', async () => {
    answer('get /rules/signals', () => signals);
    render();
    expect(await screen.findByText('email.disposable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email Validation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'IP Lookup' })).toBeTruthy();
    expect(screen.getByText('Days since the domain was registered.')).toBeTruthy();
    expect(screen.getAllByText('bool')).toHaveLength(2);
  });

  it('finds signals by any word of their name, type or meaning', async () => {
    answer('get /rules/signals', () => signals);
    const { user } = render();
    await screen.findByText('email.disposable');
    await user.type(screen.getByRole('textbox', { name: 'Search signals' }), 'tor');
    expect(screen.getByText('ip.tor')).toBeTruthy();
    expect(screen.queryByText('email.disposable')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Email Validation' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search signals' }));
    await user.type(screen.getByRole('textbox', { name: 'Search signals' }), 'nothing like it');
    expect(screen.getByText('No signal matches “nothing like it”.')).toBeTruthy();
  });

  it('says why the signals did not load, with Retry', async () => {
    answer('get /rules/signals', () =>
      Promise.reject({ status: 500, body: { error: 'Database unavailable' } }),
    );
    render();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
