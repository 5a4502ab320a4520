// The request log's batching writer: flushed by size, by time and on close; bounded when the
// database cannot keep up; a failed batch is dropped and logged, never thrown.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { RequestLogRepository } from '../../src/repositories/request-log.js';
import { RequestLogWriter, type CapturedRequest } from '../../src/services/request-log-writer.js';

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeRepo(fail = false) {
  const batches: number[] = [];
  const repo = {
    insertBatch: vi.fn(async (list: unknown[]) => {
      if (fail) throw new Error('database down');
      batches.push(list.length);
    }),
  } as unknown as RequestLogRepository;
  return { repo, batches };
}

const entry = (i = 0): CapturedRequest => ({
  tenantId: '00000000-0000-4000-8000-000000000000',
  createdAt: new Date(),
  requestId: `r${i}`,
  keyPrefix: 'pk_live_abcd',
  method: 'POST',
  path: '/api/iplookup',
  route: '/api/iplookup',
  status: 200,
  latencyMs: 1.23,
  ip: '127.0.0.1',
  reportId: null,
  query: {},
  headers: { licensekey: 'pk_live_abcdefghijklmnop' },
  requestBody: { ip: '8.8.8.8' },
  responsePayload: '{"ok":true}',
});

describe('RequestLogWriter', () => {
  it('writes a full batch at once, the rest after flushMs', async () => {
    const { repo, batches } = fakeRepo();
    const w = new RequestLogWriter(repo, log, { maxBatch: 3, flushMs: 40 });
    for (let i = 0; i < 3; i++) w.add(entry(i));
    await vi.waitFor(() => expect(batches).toEqual([3]));
    w.add(entry(4));
    await new Promise((r) => setTimeout(r, 5));
    expect(w.queued).toBe(1);
    await vi.waitFor(() => expect(batches).toEqual([3, 1]), { timeout: 2000 });
  });

  it('writes what is queued on close and accepts nothing after', async () => {
    const { repo, batches } = fakeRepo();
    const w = new RequestLogWriter(repo, log, { maxBatch: 100, flushMs: 60_000 });
    w.add(entry(1));
    w.add(entry(2));
    await w.close();
    expect(batches).toEqual([2]);
    w.add(entry(3));
    await w.flush();
    expect(batches).toEqual([2]);
  });

  it('redacts the bodies it stores', async () => {
    const { repo } = fakeRepo();
    const w = new RequestLogWriter(repo, log, { maxBatch: 100, flushMs: 60_000 });
    w.add({ ...entry(), requestBody: { password: 'p', ip: '8.8.8.8' } });
    await w.flush();
    const [, bodies] = vi.mocked(repo.insertBatch).mock.calls[0] as unknown as [
      unknown,
      Array<{ requestBody: string; requestHeaders: string }>,
    ];
    expect(JSON.parse(bodies[0]?.requestBody ?? '')).toEqual({
      password: '[REDACTED]',
      ip: '8.8.8.8',
    });
    expect(JSON.parse(bodies[0]?.requestHeaders ?? '').licensekey).toBe('pk_live_abcd…[REDACTED]');
  });

  it('drops new entries past maxPending, and a batch the database refuses, without throwing', async () => {
    const { repo } = fakeRepo(true);
    const w = new RequestLogWriter(repo, log, { maxBatch: 1000, flushMs: 60_000, maxPending: 2 });
    w.add(entry(1));
    w.add(entry(2));
    w.add(entry(3));
    expect(w.queued).toBe(2);
    await expect(w.flush()).resolves.toBeUndefined();
    expect(w.queued).toBe(0);
    expect(log.error).toHaveBeenCalled();
  });

  it('writes a batch whose data the database refuses entry by entry, so only the bad entry is lost', async () => {
    const written: string[] = [];
    const repo = {
      insertBatch: vi.fn(async (list: Array<{ requestId: string }>, bodies: unknown[]) => {
        if (list.some((r) => r.requestId === 'bad'))
          throw Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
        written.push(...list.map((r) => `${r.requestId}:${bodies.length}`));
      }),
    } as unknown as RequestLogRepository;
    const w = new RequestLogWriter(repo, log, { maxBatch: 100, flushMs: 60_000 });
    w.add(entry(1));
    w.add({ ...entry(), requestId: 'bad' });
    w.add(entry(3));
    await w.flush();
    expect(written).toEqual(['r1:1', 'r3:1']);
  });

  it('does not retry entry by entry when the database is down', async () => {
    const { repo } = fakeRepo(true);
    const w = new RequestLogWriter(repo, log, { maxBatch: 100, flushMs: 60_000 });
    w.add(entry(1));
    w.add(entry(2));
    await w.flush();
    expect(repo.insertBatch).toHaveBeenCalledTimes(1);
  });
});
