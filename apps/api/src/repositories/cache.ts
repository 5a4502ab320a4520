/**
 * A small read-through cache for rows read on every authenticated request (client row, current API
 * key).
 * - On embedded PGlite it is on from the start: that database belongs to one process, so
 *   invalidating on every write in this process keeps the cache exact.
 * - On PostgreSQL (several API processes, CLI, SQL) it is on only while this process listens to
 *   the database's change announcements (services/tenant-change-listener.ts, migration 0017): each change to
 *   a tenant or its keys drops that tenant's entries in every process. While the listener is down
 *   the cache is off and every read goes to the database.
 *
 * Each key carries a generation number: a read that started before an invalidation must not store
 * its (now stale) result, so callers take `generation(key)` before reading and pass it to `set`.
 * `clear()` moves every key's generation on at once.
 */
export class EntityCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly generations = new Map<string, number>();
  /** Source of generation numbers; only ever grows. */
  private counter = 0;
  /** The generation of every key not invalidated since the last `clear()`. */
  private floor = 0;
  private on: boolean;

  /**
   * @param enabled false turns every call into a miss / no-op until `setEnabled(true)`
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

  /** Whether reads may be served from the cache now. */
  get enabled(): boolean {
    return this.on;
  }

  /** Turns the cache on or off; either way it starts empty and no earlier read may store. */
  setEnabled(on: boolean): void {
    this.clear();
    this.on = on;
  }

  get(key: string): V | undefined {
    if (!this.on) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  generation(key: string): number {
    return this.generations.get(key) ?? this.floor;
  }

  set(key: string, value: V, generation: number): void {
    if (!this.on || this.generation(key) !== generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** Drops one key's entry; a read of it already under way will not store its result. */
  invalidate(key: string): void {
    if (!this.on) return;
    this.generations.set(key, ++this.counter);
    this.entries.delete(key);
  }

  /** Drops every entry; no read under way will store its result. */
  clear(): void {
    this.floor = ++this.counter;
    this.generations.clear();
    this.entries.clear();
  }
}
