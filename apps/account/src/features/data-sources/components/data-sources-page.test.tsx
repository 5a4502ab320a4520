import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { DataSourcesPage } from './data-sources-page';

describe('Data sources', () => {
  it('links to the List updates page of the sanctions lists', async () => {
    answer('get /health', () => ({
      status: 'ok',
      details: { engines: {}, datasets: [], sanctions: [] },
    }));
    const { user } = renderPage(<DataSourcesPage />, {
      path: '/data-sources',
      routes: [{ path: '/list-updates', element: <p>at-list-updates</p> }],
    });
    expect(await screen.findByText('No list is loaded yet')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'What each sanctions list import changed' }));
    expect(await screen.findByText('at-list-updates')).toBeTruthy();
  });
});
