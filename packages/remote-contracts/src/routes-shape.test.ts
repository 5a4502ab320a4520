import { describe, expect, it } from 'vitest';
import { isRemoteRoutes } from './routes-shape';

describe('isRemoteRoutes', () => {
  it('accepts a declaration of the contract, fields it does not know included', () => {
    expect(
      isRemoteRoutes({
        routes: [
          { path: 'batches', page: 'BatchesPage', title: 'Batches' },
          { path: 'batches/:id', page: 'BatchDetailPage', title: 'Batches', roles: ['owner'] },
          { path: 'payment/success', page: 'PaymentSuccessPage', title: 'Paid', layout: 'none' },
        ],
        nav: { label: 'Batches', path: '/batches', icon: 'layers', order: 70 },
        moreNav: [{ label: 'Cases', path: '/batches/:id', icon: 'briefcase', order: 71 }],
      }),
    ).toBe(true);
  });

  it('refuses what a shell cannot route', () => {
    expect(isRemoteRoutes({ routes: [{ path: '/abs', page: 'P', title: 'T' }] })).toBe(false);
    expect(isRemoteRoutes({ routes: [{ path: 'x', page: '../x', title: 'T' }] })).toBe(false);
    expect(
      isRemoteRoutes({ routes: [], nav: { label: 'X', path: 'x', icon: 'a', order: 1 } }),
    ).toBe(false);
    expect(isRemoteRoutes({ routes: [], moreNav: [{ label: 'X' }] })).toBe(false);
    expect(isRemoteRoutes({ routes: [], moreNav: 'x' })).toBe(false);
    expect(isRemoteRoutes({ routes: 'batches' })).toBe(false);
    expect(isRemoteRoutes(null)).toBe(false);
  });
});
