// repos.transaction(fn): the writes of several repositories commit together or not at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

const client = (email: string) => ({
  fullName: 'Tx Test',
  email,
  companyName: 'Acme',
  contactNumber: '+441234567890',
  country: 'GB',
});

describe('repos.transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('commits every write when the function resolves', async () => {
    const { repos } = t.app;
    const key = await repos.transaction(async (tx) => {
      const row = await repos.clients.insert(tx, client('tx.commit@acme-corp.com'));
      return repos.apiKeys.issue(tx, row.id);
    });
    const owner = await repos.apiKeys.findClientByKey(key);
    expect(owner?.email).toBe('tx.commit@acme-corp.com');
  });

  it('rolls every write back when the function throws, and rethrows', async () => {
    const { repos } = t.app;
    let issued = '';
    await expect(
      repos.transaction(async (tx) => {
        const row = await repos.clients.insert(tx, client('tx.rollback@acme-corp.com'));
        issued = await repos.apiKeys.issue(tx, row.id);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(issued).toMatch(/^pk_live_/);
    expect(await repos.clients.findByEmail('tx.rollback@acme-corp.com')).toBeUndefined();
    expect(await repos.apiKeys.findClientByKey(issued)).toBeUndefined();
  });

  it('runs transactions holding the same advisory lock one after the other', async () => {
    const { repos } = t.app;
    const events: string[] = [];
    const hold = (name: string) =>
      repos.transaction(
        async () => {
          events.push(`${name} in`);
          await new Promise((r) => setTimeout(r, 50));
          events.push(`${name} out`);
        },
        { advisoryLock: 727_999 },
      );
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toHaveLength(4);
    expect(events[1]).toBe(`${events[0]?.split(' ')[0]} out`);
  });
});
