import { describe, expect, it } from 'vitest';
import {
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  ROUTED_REMOTE_EXPOSES,
  ROUTED_REMOTE_NAMES,
  routesProblems,
  type RemoteRoutes,
} from './index';

describe('remote contracts', () => {
  it('names every remote the shell mounts, each with at least one page', () => {
    expect(REMOTE_NAMES).toEqual(['account', 'reports', 'demo', 'billing']);
    for (const name of REMOTE_NAMES) expect(REMOTE_EXPOSES[name].length).toBeGreaterThan(0);
  });
});

describe('self-routed remotes', () => {
  it('names screening and rules apart from the remotes the shell routes itself', () => {
    expect(ROUTED_REMOTE_NAMES).toEqual(['screening', 'rules']);
    expect(REMOTE_NAMES).not.toContain('screening');
    expect(REMOTE_NAMES).not.toContain('rules');
    expect(ROUTED_REMOTE_EXPOSES.rules).toEqual([
      'RulesPage',
      'SignalsPage',
      'TryRulesPage',
      'BacktestPage',
      'RuleHistoryPage',
    ]);
    expect(ROUTED_REMOTE_EXPOSES.screening).toEqual([
      'BatchesPage',
      'BatchDetailPage',
      'ListUpdatesPage',
      'CasesPage',
      'CaseDetailPage',
      'MonitoringPage',
      'WatchlistsPage',
    ]);
  });

  it('finds the problems of a routes declaration', () => {
    const sound: RemoteRoutes = {
      routes: [{ path: 'batches', page: 'BatchesPage', title: 'Batches' }],
      nav: { label: 'Batches', path: '/batches', icon: 'layers', order: 25 },
    };
    expect(routesProblems(sound, ['BatchesPage'])).toEqual([]);
    expect(
      routesProblems(
        {
          routes: [
            { path: '/batches', page: 'Nope', title: 'Batches' },
            { path: '/batches', page: 'BatchesPage', title: 'Batches' },
          ],
          nav: { label: 'Batches', path: '/elsewhere', icon: 'layers', order: 25 },
          moreNav: [{ label: 'More', path: '/nowhere', icon: 'layers', order: 26 }],
        },
        ['BatchesPage'],
      ),
    ).toEqual([
      'route /batches must not start with /',
      'route /batches names no page Nope',
      'route /batches must not start with /',
      'route /batches is declared twice',
      'sidebar entry Batches leads to no declared route (/elsewhere)',
      'sidebar entry More leads to no declared route (/nowhere)',
    ]);
  });
});
