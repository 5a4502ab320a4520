// The per-process cache of tenants' watchlist indexes (docs/adr/0048-custom-watchlists.md): kept
// while the tenant's list versions hold, rebuilt when they change, and bounded by entries in all.
import { describe, expect, it } from 'vitest';
import type {
  TenantWatchlistEntry,
  WatchlistVersion,
  WatchlistsRepository,
} from '../../src/repositories/watchlists.js';
import { TenantWatchlistIndexes } from '../../src/services/watchlists/tenant-index.js';

/** A repository of one list per tenant with `count` entries; counts the entry reads (builds). */
function fakeRepo(lists: Record<string, { version: number; count: number }>) {
  const builds: string[] = [];
  const repo = {
    versions: async (tenantId: string): Promise<WatchlistVersion[]> => {
      const list = lists[tenantId];
      return list
        ? [
            {
              id: `00000000-0000-0000-0000-00000000000${tenantId}`,
              name: `List ${tenantId}`,
              version: list.version,
              entryCount: list.count,
            },
          ]
        : [];
    },
    tenantEntries: async (tenantId: string): Promise<TenantWatchlistEntry[]> => {
      builds.push(tenantId);
      const list = lists[tenantId] as { count: number };
      return Array.from({ length: list.count }, (_, i) => ({
        watchlistId: `00000000-0000-0000-0000-00000000000${tenantId}`,
        reference: `R${i}`,
        name: `Person ${tenantId} Number${i}`,
        aliases: [],
        dateOfBirth: null,
        country: null,
      }));
    },
  };
  return { repo: repo as unknown as WatchlistsRepository, builds };
}

describe('TenantWatchlistIndexes', () => {
  it('builds a tenant index once while its versions hold, and again after a change', async () => {
    const lists = { '1': { version: 1, count: 3 } };
    const { repo, builds } = fakeRepo(lists);
    const cache = new TenantWatchlistIndexes(repo, 100);
    const first = await cache.of('1');
    expect(await cache.of('1')).toBe(first);
    expect(builds).toEqual(['1']);
    lists['1'].version = 2;
    expect((await cache.of('1'))?.key).not.toBe(first?.key);
    expect(builds).toEqual(['1', '1']);
  });

  it('drops the least recently screened tenants once the entries exceed the bound', async () => {
    const { repo, builds } = fakeRepo({
      '1': { version: 1, count: 4 },
      '2': { version: 1, count: 4 },
      '3': { version: 1, count: 4 },
    });
    const cache = new TenantWatchlistIndexes(repo, 10);
    await cache.of('1');
    await cache.of('2');
    await cache.of('1'); // 1 is now the most recently used
    await cache.of('3'); // 12 entries > 10: 2 goes
    await cache.of('1');
    await cache.of('3');
    expect(builds).toEqual(['1', '2', '3']);
    await cache.of('2'); // rebuilt; 1 (least recent) goes
    expect(builds).toEqual(['1', '2', '3', '2']);
    await cache.of('3');
    expect(builds).toEqual(['1', '2', '3', '2']);
  });

  it('answers null for a tenant without lists', async () => {
    const { repo } = fakeRepo({});
    expect(await new TenantWatchlistIndexes(repo, 10).of('9')).toBeNull();
  });
});
