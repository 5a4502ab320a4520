// The per-process cache of tenants' watchlist indexes: kept
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
  const reads: string[] = [];
  const repo = {
    versions: async (tenantId: string): Promise<WatchlistVersion[]> => {
      reads.push(tenantId);
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
  return { repo: repo as unknown as WatchlistsRepository, builds, reads };
}

const LIST_1 = '00000000-0000-0000-0000-000000000001';

describe('TenantWatchlistIndexes', () => {
  it('builds a tenant index once while its versions hold, and again after a change', async () => {
    const lists = { '1': { version: 1, count: 3 } };
    const { repo, builds } = fakeRepo(lists);
    const cache = new TenantWatchlistIndexes(repo, 100, 0);
    const first = await cache.of('1');
    expect(await cache.of('1')).toBe(first);
    expect(builds).toEqual(['1']);
    lists['1'].version = 2;
    expect((await cache.of('1'))?.key).not.toBe(first?.key);
    expect(builds).toEqual(['1', '1']);
  });

  it('reads the versions once per second per tenant, at once again after a change here', async () => {
    const list = { version: 1, count: 3 };
    const lists = { '1': list };
    const { repo, builds, reads } = fakeRepo(lists);
    let now = 10_000;
    const cache = new TenantWatchlistIndexes(repo, 100, 1_000, () => now);
    // Concurrent screenings (a batch chunk's rows) share one read.
    await Promise.all([cache.of('1'), cache.of('1'), cache.of('1'), cache.of('2')]);
    expect(reads).toEqual(['1', '2']);
    // A change through another process is seen once the read is a second old.
    list.version = 2;
    now += 999;
    const stale = await cache.of('1');
    expect(stale?.lists.get(LIST_1)?.version).toBe('1');
    now += 1;
    expect((await cache.of('1'))?.lists.get(LIST_1)?.version).toBe('2');
    expect(reads).toEqual(['1', '2', '1']);
    // A change through this process (forget) is seen at the next screening; so is a new list.
    list.version = 3;
    cache.forget('1');
    expect((await cache.of('1'))?.lists.get(LIST_1)?.version).toBe('3');
    expect(builds).toEqual(['1', '1', '1']);
    // A tenant without lists is read again once its read is a second old, then not within it.
    expect(await cache.of('2')).toBeNull();
    expect(await cache.of('2')).toBeNull();
    expect(reads).toEqual(['1', '2', '1', '1', '2']);
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
