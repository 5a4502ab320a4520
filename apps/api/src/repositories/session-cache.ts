/**
 * A per-process cache of the session-with-member read that every dashboard request makes
 * (plugins/auth.ts), switched with the tenant cache (repositories/index.ts `TenantCache`): on
 * embedded PGlite from the start, on PostgreSQL only while this process listens to the database's
 * change announcements (services/tenant-change-listener.ts; migration 0020 announces every change
 * to a member and every revocation of a session with the tenant's uuid).
 *
 * Exactness: this process's own writes drop the member's entries at once (the repositories call
 * `invalidateMember`), others' writes (another API process, the CLI, SQL) by the announcement of
 * the tenant. As in EntityCache, a read that started before an invalidation of its member or tenant
 * never stores its result: a read takes `stamp()` first, and an entry is kept only while neither
 * its member nor its tenant was invalidated after its stamp. Entries (kept, aged and bounded by an
 * EntityCache) are frozen: a request must not change a row another request reads.
 */
import type { MemberRow, SessionRow } from '../db/schema/index.js';
import { EntityCache } from './cache.js';

export interface SessionWithMember {
  session: SessionRow;
  member: MemberRow;
}

export class SessionCache {
  /** The entries by session id, with the stamp of the read that stored them. */
  private readonly entries: EntityCache<{ value: SessionWithMember; stamp: number }>;
  /** `m:<member uuid>` / `t:<tenant uuid>` → the counter at its last invalidation. */
  private readonly marks = new Map<string, number>();
  private counter = 0;
  /** The mark of every member and tenant not invalidated since the cache was last switched. */
  private floor = 0;

  /**
   * @param enabled false makes every call a miss / no-op until `setEnabled(true)`
   * @param ttlMs upper bound on an entry's age (milliseconds)
   * @param maxEntries entries kept before the oldest are dropped
   */
  constructor(enabled: boolean, ttlMs = 60_000, maxEntries = 10_000) {
    this.entries = new EntityCache(enabled, ttlMs, maxEntries);
  }

  get enabled(): boolean {
    return this.entries.enabled;
  }

  /** Turns the cache on or off; either way it starts empty and no earlier read may store. */
  setEnabled(on: boolean): void {
    this.floor = ++this.counter;
    this.marks.clear();
    this.entries.setEnabled(on);
  }

  /** Take before reading the database; pass to `set`. */
  stamp(): number {
    return this.counter;
  }

  /** The cached session `id` with its member, unless expired or invalidated since it was read. */
  get(id: string): SessionWithMember | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (!this.fresh(e.value, e.stamp)) {
      this.entries.invalidate(id);
      return undefined;
    }
    return e.value;
  }

  /** Stores a read that began at `stamp`, unless its member or tenant was invalidated since. */
  set(id: string, value: SessionWithMember, stamp: number): void {
    if (!this.enabled || !this.fresh(value, stamp)) return;
    const frozen = Object.freeze({
      session: Object.freeze({ ...value.session }),
      member: Object.freeze({ ...value.member }),
    });
    this.entries.set(id, { value: frozen, stamp }, this.entries.generation(id));
  }

  /**
   * Session `id`'s `last_seen_at` was just written: its entry goes, so the next request reads the
   * new value (one read a minute per busy session) and the entry's age bound still holds.
   */
  touched(id: string): void {
    this.entries.invalidate(id);
  }

  /** Drops every session of the member (its row or one of its sessions changed). */
  invalidateMember(memberId: string): void {
    if (this.enabled) this.marks.set(`m:${memberId}`, ++this.counter);
  }

  /** Drops every session of the tenant (an announcement from the database). */
  invalidateTenant(tenantId: string): void {
    if (this.enabled) this.marks.set(`t:${tenantId}`, ++this.counter);
  }

  private fresh(v: SessionWithMember, stamp: number): boolean {
    const m = this.marks.get(`m:${v.member.id}`) ?? this.floor;
    const t = this.marks.get(`t:${v.member.tenantId}`) ?? this.floor;
    return m <= stamp && t <= stamp;
  }
}
