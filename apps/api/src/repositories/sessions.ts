/**
 * Data access for server-side sessions (table `sessions`). Every authenticated request reads its
 * session with the member: from the per-process SessionCache when it is on, else in one prepared
 * statement; `last_seen_at` is written at most once per LAST_SEEN_INTERVAL_MS per session, not on
 * every request.
 */
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { members, sessions, type SessionRow } from '../db/schema/index.js';
import { SessionCache, type SessionWithMember } from './session-cache.js';
import { txDb, type Transaction } from './transaction.js';

/** How stale `last_seen_at` may get before a request refreshes it (milliseconds). */
export const LAST_SEEN_INTERVAL_MS = 60_000;

export interface NewSession {
  memberId: string;
  tenantId: string;
  userAgent: string | null;
  ip: string | null;
}

export class SessionsRepository {
  /**
   * @param cache the per-process cache of `findWithMember` (off unless given one that is on; see
   *   SessionCache)
   */
  constructor(
    private readonly db: Db,
    readonly cache: SessionCache = new SessionCache(false),
  ) {
    this.withMember = db
      .select({ session: sessions, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('session_with_member');
  }

  // Prepared once: read on every authenticated request.
  private readonly withMember;

  /** Opens a session. */
  async create(data: NewSession): Promise<SessionRow> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        memberId: data.memberId,
        tenantId: data.tenantId,
        userAgent: data.userAgent?.slice(0, 512) ?? null,
        ip: data.ip,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /**
   * The session with its member (whatever the session's state), or undefined; from the cache when
   * it holds them (the rows are then frozen).
   */
  async findWithMember(id: string): Promise<SessionWithMember | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const stamp = this.cache.stamp();
    const [row] = await this.withMember.execute({ id });
    if (row) this.cache.set(id, row, stamp);
    return row;
  }

  /** Moves `last_seen_at` to now unless another request did so within the interval. */
  async touch(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, id),
          lt(
            sessions.lastSeenAt,
            sql`now() - make_interval(secs => ${LAST_SEEN_INTERVAL_MS / 1000})`,
          ),
        ),
      );
    // The cached copy must not ask for another write on every request of the next minute.
    this.cache.touched(id);
  }

  /**
   * The member's sessions that are neither revoked nor older than the token lifetime, newest
   * first.
   */
  async listActive(memberId: string, ttlSeconds: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.createdAt, sql`now() - make_interval(secs => ${ttlSeconds})`),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  /** Revokes one session of the member. @returns false when it is not theirs or already revoked */
  async revoke(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.cache.invalidateMember(memberId);
    return rows.length > 0;
  }

  /**
   * Revokes the member's sessions, except `keepId` when given; inside `transaction` when given.
   * @returns how many were revoked
   */
  async revokeAll(memberId: string, keepId?: string, transaction?: Transaction): Promise<number> {
    const rows = await (transaction ? txDb(transaction) : this.db)
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepId ? ne(sessions.id, keepId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    this.cache.invalidateMember(memberId);
    return rows.length;
  }
}
