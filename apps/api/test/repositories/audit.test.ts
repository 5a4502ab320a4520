// The audit log lists events of the same millisecond in the order they were recorded
// (UUIDv7 ids as the tie-break, src/repositories/audit.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('AuditRepository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists entries that share a millisecond newest first, in the order they were recorded', async () => {
    const { repos } = t.app;
    const owner = await repos.transaction((tx) =>
      repos.clients.insert(tx, {
        fullName: 'Audit Order',
        email: 'audit.order@acme-corp.com',
        companyName: 'Acme',
        contactNumber: '+441234567890',
        country: 'GB',
      }),
    );
    const at = new Date('2026-11-20T10:00:00.123Z');
    // 24 entries in one millisecond: random ids would put them in insertion order once in 24!.
    const recorded = Array.from({ length: 24 }, (_, i) => `step ${i}`);
    for (const target of recorded) {
      await repos.audit.insert({
        tenantId: owner.id,
        actorMemberId: owner.id,
        actorEmail: owner.email,
        action: 'auth.sign_in',
        target,
        createdAt: at,
      });
    }
    const { items } = await repos.audit.list(owner.id, {}, 50);
    expect(items.map((e) => e.target)).toEqual([...recorded].reverse());
    expect(new Set(items.map((e) => e.createdAt))).toEqual(new Set(['2026-11-20T10:00:00.123Z']));
  });
});
