import { describe, expect, it } from 'vitest';
import { pagesOf } from './smoke.mjs';

describe('pagesOf', () => {
  it('opens each declared page once, at a path without parameters', () => {
    const routes = [
      { path: 'batches', page: 'BatchesPage', title: 'Batches' },
      { path: 'batches/:id', page: 'BatchDetailPage', title: 'Batches' },
      { path: 'list-updates', page: 'ListUpdatesPage', title: 'List updates' },
      { path: 'list-changes', page: 'ListUpdatesPage', title: 'List updates' },
      { path: 'demo/*', page: 'DemoPage', title: 'Services Demo' },
    ];
    expect(pagesOf(routes)).toEqual([
      { path: '/batches', title: 'Batches' },
      { path: '/list-updates', title: 'List updates' },
      { path: '/demo', title: 'Services Demo' },
    ]);
  });

  it('has nothing to open for a remote whose every page needs a parameter', () => {
    expect(pagesOf([{ path: 'cases/:id', page: 'CaseDetailPage', title: 'Cases' }])).toEqual([]);
  });
});
