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
 * its member nor its tenant was invalidated after its stamp. Entries are frozen: a request must
 * not change a row another request reads.
 */
import type { MemberRow, SessionRow } from '../db/schema/index.js';

export interface SessionWithMember {
  session: SessionRow;
  member: MemberRow;
}

export class SessionCache {
  private readonly entries = new Map<
    string,
    { value: SessionWithMember; stamp: number; expires: number }
  >();
  /** `m:<member uuid>` / `t:<tenant uuid>` → the counter at its last invalidation. */
  private readonly marks = new Map<string, number>();
  private counter = 0;
  /** The mark of every member and tenant not invalidated since the last `clear()`. */
  private floor = 0;
  private on: boolean;

  /**
   * @param enabled false makes every call a miss / no-op until `setEnabled(true)`
   * @param ttlMs upper bound on an entry's age (milliseconds)
   * @param maxEntries entries kept before the oldest are dropped
   */
  constructor(
    enabled: boolean,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {
    this.on = enabled;
  }

  get enabled(): boolean {
    return this.on;
  }

  /** Turns the cache on or off; either way it starts empty and no earlier read may store. */
  setEnabled(on: boolean): void {
    this.clear();
    this.on = on;
  }

  /** Take before reading the database; pass to `set`. */
  stamp(): number {
    return this.counter;
  }

  /** The cached session `id` with its member, unless expired or invalidated since it was read. */
  get(id: string): SessionWithMember | undefined {
    if (!this.on) return undefined;
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (e.expires < Date.now() || !this.fresh(e.value, e.stamp)) {
      this.entries.delete(id);
      return undefined;
    }
    return e.value;
  }

  /** Stores a read that began at `stamp`, unless its member or tenant was invalidated since. */
  set(id: string, value: SessionWithMember, stamp: number): void {
    if (!this.on || !this.fresh(value, stamp)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const frozen = Object.freeze({
      session: Object.freeze({ ...value.session }),
      member: Object.freeze({ ...value.member }),
    });
    this.entries.set(id, { value: frozen, stamp, expires: Date.now() + this.ttlMs });
  }

  /** Records that session `id`'s `last_seen_at` was just moved to `at` (no invalidation). */
  touched(id: string, at: Date): void {
    const e = this.entries.get(id);
    if (!e) return;
    e.value = Object.freeze({
      session: Object.freeze({ ...e.value.session, lastSeenAt: at }),
      member: e.value.member,
    });
  }

  /** Drops every session of the member (its row or one of its sessions changed). */
  invalidateMember(memberId: string): void {
    if (this.on) this.marks.set(`m:${memberId}`, ++this.counter);
  }

  /** Drops every session of the tenant (an announcement from the database). */
  invalidateTenant(clientUuid: string): void {
    if (this.on) this.marks.set(`t:${clientUuid}`, ++this.counter);
  }

  /** Drops every entry; no read under way will store its result. */
  clear(): void {
    this.floor = ++this.counter;
    this.marks.clear();
    this.entries.clear();
  }

  private fresh(v: SessionWithMember, stamp: number): boolean {
    const m = this.marks.get(`m:${v.member.id}`) ?? this.floor;
    const t = this.marks.get(`t:${v.member.clientId}`) ?? this.floor;
    return m <= stamp && t <= stamp;
  }
}
