/**
 * A small read-through cache for rows read on every authenticated request (client row, current API
 * key). Only enabled on embedded PGlite: that database belongs to one process, so invalidating on
 * every write in this process keeps the cache exact. On PostgreSQL (several API processes) reads go
 * to the database every time, so revocation is immediate everywhere.
 *
 * Each key carries a generation number: a read that started before an invalidation must not store
 * its (now stale) result, so callers take `generation(key)` before reading and pass it to `set`.
 */
export class EntityCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly generations = new Map<string, number>();

  /**
   * @param enabled false turns every call into a miss / no-op
   * @param ttlMs upper bound on an entry's age (milliseconds)
   * @param maxEntries entries kept before the oldest are dropped
   */
  constructor(
    readonly enabled: boolean,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  generation(key: string): number {
    return this.generations.get(key) ?? 0;
  }

  set(key: string, value: V, generation: number): void {
    if (!this.enabled || this.generation(key) !== generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  invalidate(key: string): void {
    if (!this.enabled) return;
    this.generations.set(key, this.generation(key) + 1);
    this.entries.delete(key);
  }
}
