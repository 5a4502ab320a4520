// Batch storage (src/repositories/batches.ts): rows written in chunks read back in order, a page
// of batches per tenant and mode, guarded state changes, and no batch visible to another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import type { NewBatch } from '../../src/repositories/batches.js';
import { must } from '../helpers/clients.js';

describe('BatchesRepository', () => {
  let t: TestApp;
  let tenant: string;
  let other: string;

  const newClient = (email: string) =>
    t.app.repos.transaction((tx) =>
      t.app.repos.clients.insert(tx, {
        fullName: 'Batch Owner',
        email,
        companyName: 'Acme',
        contactNumber: '+441234567890',
        country: 'GB',
      }),
    );
  const batch = (tenantId: string, over: Partial<NewBatch> = {}): NewBatch => ({
    tenantId,
    mode: 'live',
    service: 'emailLookup',
    fileName: 'customers.csv',
    format: 'csv',
    header: ['email'],
    mapping: ['email'],
    createdBy: null,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    tenant = (await newClient('batch.owner@acme-corp.com')).id;
    other = (await newClient('batch.other@acme-corp.com')).id;
  });
  afterAll(async () => t.close());

  it('writes a file of 4,500 rows in chunks and reads them back in file order', async () => {
    const { batches } = t.app.repos;
    const b = await batches.create(batch(tenant));
    // Not startable until the whole file is stored (issue 46).
    expect(b.state).toBe('uploading');
    const rows = Array.from({ length: 4_500 }, (_, i) => ({
      rowNo: i + 1,
      line: i + 2,
      cells: [`person${i + 1}@example.com`],
    }));
    expect(await batches.insertRows(b.id, rows)).toBe(true);
    // The rows stored are counted as they are written: a crash leaves their count.
    expect((await batches.get(tenant, b.id))?.rowCount).toBe(4_500);
    // A row number is written once: a chunk written again is refused whole.
    await expect(batches.insertRows(b.id, rows.slice(0, 1))).rejects.toThrow();
    expect(await batches.finishUpload(tenant, b.id, rows.length)).toBe(true);
    expect(await batches.get(tenant, b.id)).toMatchObject({ state: 'preview', rowCount: 4_500 });
    const first = await batches.rows(b.id, 0, 3);
    expect(first.map((r) => [r.rowNo, r.line, r.cells])).toEqual([
      [1, 2, ['person1@example.com']],
      [2, 3, ['person2@example.com']],
      [3, 4, ['person3@example.com']],
    ]);
    const tail = await batches.rows(b.id, 4_498, 10);
    expect(tail.map((r) => r.rowNo)).toEqual([4_499, 4_500]);
    // Once in preview the file is whole: nothing more is stored.
    expect(await batches.insertRows(b.id, rows.slice(0, 1))).toBe(false);
  });

  it("never shows or changes another tenant's batch", async () => {
    const { batches } = t.app.repos;
    const b = await batches.create(batch(tenant));
    expect(await batches.get(other, b.id)).toBeUndefined();
    expect(await batches.setMapping(other, b.id, [null])).toBe(false);
    expect(
      await batches.transition(other, b.id, ['preview'], 'queued', new Date()),
    ).toBeUndefined();
    expect(await batches.remove(other, b.id)).toBe(false);
    expect((await batches.list(other, 'live', 50)).items).toEqual([]);
    expect((await batches.get(tenant, b.id))?.state).toBe('uploading');
  });

  it('moves state only from the states named, stamping start and end once', async () => {
    const { batches } = t.app.repos;
    const b = await batches.create(batch(tenant));
    await batches.finishUpload(tenant, b.id, 0);
    const start = new Date('2026-11-28T10:00:00.000Z');
    const queued = await batches.transition(tenant, b.id, ['preview'], 'queued', start);
    expect(queued?.startedAt?.toISOString()).toBe(start.toISOString());
    // Confirmed twice: the second confirmation finds it no longer in preview.
    expect(
      await batches.transition(tenant, b.id, ['preview'], 'queued', new Date()),
    ).toBeUndefined();
    expect(await batches.setMapping(tenant, b.id, ['email'])).toBe(false);
    const running = await batches.transition(tenant, b.id, ['queued'], 'running', new Date());
    expect(running?.startedAt?.toISOString()).toBe(start.toISOString());
    const end = new Date('2026-11-28T10:05:00.000Z');
    const cancelled = await batches.transition(
      tenant,
      b.id,
      ['queued', 'running'],
      'cancelled',
      end,
    );
    expect(cancelled?.finishedAt?.toISOString()).toBe(end.toISOString());
    expect(
      await batches.transition(tenant, b.id, ['queued', 'running'], 'done', new Date()),
    ).toBeUndefined();
  });

  it('pages the batches of one mode newest first, and removes a batch with its rows', async () => {
    const { batches } = t.app.repos;
    const own = (await newClient('batch.pages@acme-corp.com')).id;
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await batches.create(batch(own, { fileName: `f${i}.csv` })));
    await batches.create(batch(own, { mode: 'test', fileName: 'test.csv' }));
    const p1 = await batches.list(own, 'live', 2);
    const p2 = await batches.list(own, 'live', 2, p1.next);
    const p3 = await batches.list(own, 'live', 2, p2.next);
    const names = [...p1.items, ...p2.items, ...p3.items].map((b) => b.fileName);
    expect(names).toHaveLength(5);
    expect(new Set(names)).toEqual(new Set(['f0.csv', 'f1.csv', 'f2.csv', 'f3.csv', 'f4.csv']));
    expect(p3.next).toBeUndefined();
    expect((await batches.list(own, 'test', 10)).items.map((b) => b.fileName)).toEqual([
      'test.csv',
    ]);
    const gone = must(made[0]);
    await batches.insertRows(gone.id, [{ rowNo: 1, line: 2, cells: ['a@example.com'] }]);
    expect(await batches.remove(own, gone.id)).toBe(true);
    expect(await batches.rows(gone.id, 0, 10)).toEqual([]);
  });
});
