// How MeteringBatcher groups metered lookups into recordBatch calls.
import { describe, expect, it } from 'vitest';
import type { Grant, NewReport } from '../../src/repositories/metering.js';
import { MeteringBatcher } from '../../src/services/metering-batcher.js';

const report = (n: number, service = 'ipLookup'): NewReport => ({
  referenceId: `rpt_${n}`,
  tenantId: 'c-1',
  service,
  requestType: 'api',
  status: 'VERIFIED',
  apiKeyUsed: 'pk_live_…',
  inputRequest: {},
  result: {},
  requestDateTime: new Date('2026-11-27T12:00:00Z'),
});

/** A repository that records each batch and grants the first `left` calls. */
function repository(left = 100) {
  const batches: string[][] = [];
  let remaining = left;
  return {
    batches,
    recordBatch: async (list: NewReport[]): Promise<Array<Grant | null>> => {
      batches.push(list.map((r) => r.referenceId));
      await new Promise((r) => setTimeout(r, 5));
      return list.map(() =>
        remaining-- > 0 ? { pool: 'paid', callsLeft: remaining, warnThreshold: null } : null,
      );
    },
  };
}

describe('MeteringBatcher', () => {
  it('writes the first lookup at once and the ones that arrive while it is in flight together', async () => {
    const repo = repository();
    const batcher = new MeteringBatcher(repo);
    const first = batcher.submit(report(1));
    await Promise.resolve();
    const rest = [2, 3, 4].map((n) => batcher.submit(report(n)));
    await Promise.all([first, ...rest]);
    expect(repo.batches).toEqual([['rpt_1'], ['rpt_2', 'rpt_3', 'rpt_4']]);
  });

  it('with gather, writes the lookups of one event-loop turn in one batch, in order', async () => {
    const repo = repository();
    const batcher = new MeteringBatcher(repo, { gather: true });
    const grants = await Promise.all([1, 2, 3].map((n) => batcher.submit(report(n))));
    expect(repo.batches).toEqual([['rpt_1', 'rpt_2', 'rpt_3']]);
    expect(grants.map((g) => g?.callsLeft)).toEqual([99, 98, 97]);
  });

  it('with gather, splits a turn into batches of at most maxBatch, first come first served', async () => {
    const repo = repository(3);
    const batcher = new MeteringBatcher(repo, { maxBatch: 2, gather: true });
    const grants = await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(report(n))));
    expect(repo.batches).toEqual([['rpt_1', 'rpt_2'], ['rpt_3', 'rpt_4'], ['rpt_5']]);
    expect(grants.map((g) => g !== null)).toEqual([true, true, true, false, false]);
  });

  it('keeps clients, services and months apart', async () => {
    const repo = repository();
    const batcher = new MeteringBatcher(repo, { gather: true });
    await Promise.all([
      batcher.submit(report(1)),
      batcher.submit(report(2, 'phoneLookup')),
      batcher.submit(report(3)),
    ]);
    expect(repo.batches).toEqual([['rpt_1', 'rpt_3'], ['rpt_2']]);
  });

  it('fails every lookup of a batch whose statement fails, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new MeteringBatcher(
      {
        recordBatch: async (list: NewReport[]) => {
          calls += 1;
          if (calls === 1) throw new Error('database unavailable');
          return list.map(() => ({ pool: 'free' as const, callsLeft: 1, warnThreshold: null }));
        },
      },
      { gather: true },
    );
    const failed = [1, 2].map((n) => batcher.submit(report(n)));
    await Promise.resolve();
    await expect(Promise.all(failed)).rejects.toThrow('database unavailable');
    await expect(batcher.submit(report(3))).resolves.toMatchObject({ pool: 'free' });
  });
});
