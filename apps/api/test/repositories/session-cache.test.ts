// The per-process session cache (src/repositories/session-cache.ts): a session is served from it
// until its member or tenant is invalidated, a read that began before such an invalidation never
// stores its (stale) rows, and nothing is cached while it is off.
import { describe, expect, it } from 'vitest';
import type { MemberRow, SessionRow } from '../../src/db/schema/index.js';
import { SessionCache, type SessionWithMember } from '../../src/repositories/session-cache.js';

const TENANT = '00000000-0000-4000-8000-000000000001';
const OTHER_TENANT = '00000000-0000-4000-8000-000000000002';

function row(sessionId: string, memberId: string, tenantId = TENANT): SessionWithMember {
  return {
    session: {
      id: sessionId,
      memberId,
      tenantId,
      userAgent: null,
      ip: null,
      createdAt: new Date(),
      lastSeenAt: new Date(),
      revokedAt: null,
    } as SessionRow,
    member: { id: memberId, tenantId, role: 'admin', tokenVersion: 0 } as MemberRow,
  };
}

describe('SessionCache', () => {
  it('serves a stored session until its member is invalidated', () => {
    const c = new SessionCache(true);
    c.set('s1', row('s1', 'm1'), c.stamp());
    c.set('s2', row('s2', 'm2'), c.stamp());
    expect(c.get('s1')?.member.role).toBe('admin');
    c.invalidateMember('m1');
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s2')?.member.id).toBe('m2');
  });

  it('drops every session of a tenant announced as changed, and only those', () => {
    const c = new SessionCache(true);
    c.set('s1', row('s1', 'm1'), c.stamp());
    c.set('s3', row('s3', 'm3', OTHER_TENANT), c.stamp());
    c.invalidateTenant(TENANT);
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s3')?.member.id).toBe('m3');
  });

  it('does not store a read that began before its member or tenant was invalidated', () => {
    const c = new SessionCache(true);
    const before = c.stamp();
    c.invalidateMember('m1');
    c.set('s1', row('s1', 'm1'), before);
    expect(c.get('s1')).toBeUndefined();

    const beforeTenant = c.stamp();
    c.invalidateTenant(TENANT);
    c.set('s2', row('s2', 'm2'), beforeTenant);
    expect(c.get('s2')).toBeUndefined();

    // A read that began after the invalidation stores as usual.
    c.set('s1', row('s1', 'm1'), c.stamp());
    expect(c.get('s1')?.member.id).toBe('m1');
  });

  it('keeps nothing while off, and starts empty when turned on or off', () => {
    const c = new SessionCache(false);
    c.set('s1', row('s1', 'm1'), c.stamp());
    expect(c.get('s1')).toBeUndefined();
    c.setEnabled(true);
    const stamp = c.stamp();
    c.set('s1', row('s1', 'm1'), stamp);
    expect(c.get('s1')).toBeDefined();
    c.setEnabled(true);
    expect(c.get('s1')).toBeUndefined();
    // A read under way when the cache was cleared does not store either.
    c.set('s1', row('s1', 'm1'), stamp);
    expect(c.get('s1')).toBeUndefined();
  });

  it('expires an entry after its time to live', async () => {
    const c = new SessionCache(true, 20);
    c.set('s1', row('s1', 'm1'), c.stamp());
    expect(c.get('s1')).toBeDefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(c.get('s1')).toBeUndefined();
  });

  it('hands out frozen rows, and drops an entry whose last seen was just written', () => {
    const c = new SessionCache(true);
    c.set('s1', row('s1', 'm1'), c.stamp());
    const hit = c.get('s1');
    expect(Object.isFrozen(hit?.member)).toBe(true);
    expect(() => {
      (hit?.member as { role: string }).role = 'owner';
    }).toThrow(TypeError);
    c.touched('s1');
    expect(c.get('s1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = new SessionCache(true, 60_000, 2);
    for (const id of ['s1', 's2', 's3']) c.set(id, row(id, `m-${id}`), c.stamp());
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s2')).toBeDefined();
    expect(c.get('s3')).toBeDefined();
  });
});
