/** Data access for members (table `members`): the people who sign in to a client. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { members, sessions, type MemberRole, type MemberRow } from '../db/schema/index.js';
import { SessionCache } from './session-cache.js';
import { txDb, type Transaction } from './transaction.js';

export interface NewMember {
  /** Defaults to a random uuid; the owner created at sign-up passes the client's id. */
  id?: string;
  tenantId: string;
  /** Lower-cased here. */
  email: string;
  passwordHash: string;
  fullName: string;
  role: MemberRole;
  emailVerifiedAt?: Date | null;
}

/**
 * Every write to a member drops the member's cached sessions (SessionCache), whose rows carry the
 * member's role, token version and verification.
 */
export class MembersRepository {
  constructor(
    private readonly db: Db,
    private readonly sessionCache: SessionCache = new SessionCache(false),
  ) {}

  /** @param transaction read inside it when given (after a lock taken in it; PGlite has one connection: no reads beside it) */
  async findById(id: string, transaction?: Transaction): Promise<MemberRow | undefined> {
    const db = transaction ? txDb(transaction) : this.db;
    const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
    return row;
  }

  /** @param email compared lower-cased */
  async findByEmail(email: string): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(eq(members.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** The members of one client, oldest first. */
  async listByTenant(tenantId: string): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(members)
      .where(eq(members.tenantId, tenantId))
      .orderBy(asc(members.createdAt), asc(members.email));
  }

  /**
   * The members of one client, oldest first, each with the time of their most recent request
   * (the latest `last_seen_at` of any of their sessions, revoked or not; null before any sign-in).
   */
  async listWithLastActive(
    tenantId: string,
  ): Promise<(MemberRow & { lastActiveAt: Date | null })[]> {
    const rows = await this.db
      .select({ member: members, lastActiveAt: max(sessions.lastSeenAt) })
      .from(members)
      .leftJoin(sessions, eq(sessions.memberId, members.id))
      .where(eq(members.tenantId, tenantId))
      .groupBy(members.id)
      .orderBy(asc(members.createdAt), asc(members.email));
    return rows.map((r) => ({ ...r.member, lastActiveAt: r.lastActiveAt }));
  }

  /**
   * Inserts a member inside `tx`.
   * @throws a unique violation when the e-mail is taken (see isUniqueViolation)
   */
  async insert(transaction: Transaction, data: NewMember): Promise<MemberRow> {
    const [row] = await txDb(transaction)
      .insert(members)
      .values({
        id: data.id ?? randomUUID(),
        tenantId: data.tenantId,
        email: data.email.toLowerCase(),
        passwordHash: data.passwordHash,
        fullName: data.fullName,
        role: data.role,
        emailVerifiedAt: data.emailVerifiedAt ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Marks the e-mail verified (keeps the first verification time). */
  async markVerified(tx: Transaction, id: string): Promise<void> {
    await txDb(tx)
      .update(members)
      .set({ emailVerifiedAt: sql`coalesce(${members.emailVerifiedAt}, now())` })
      .where(eq(members.id, id));
    this.sessionCache.invalidateMember(id);
  }

  /** Revokes every session token of the member issued so far. */
  async bumpTokenVersion(id: string, transaction?: Transaction): Promise<void> {
    await (transaction ? txDb(transaction) : this.db)
      .update(members)
      .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.id, id));
    this.sessionCache.invalidateMember(id);
  }

  /**
   * Replaces the password hash, inside `transaction` when given (sessions are ended by the caller,
   * see services/credential-changes.ts).
   */
  async updatePassword(id: string, passwordHash: string, transaction?: Transaction): Promise<void> {
    await (transaction ? txDb(transaction) : this.db)
      .update(members)
      .set({ passwordHash })
      .where(eq(members.id, id));
    this.sessionCache.invalidateMember(id);
  }

  /**
   * Sets a new password after a reset inside `tx`: bumps the token version (every token of the
   * member is refused from now on) and marks the address verified (the reset link reached it).
   */
  async resetPassword(transaction: Transaction, id: string, passwordHash: string): Promise<void> {
    await txDb(transaction)
      .update(members)
      .set({
        passwordHash,
        tokenVersion: sql`${members.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${members.emailVerifiedAt}, now())`,
      })
      .where(eq(members.id, id));
    this.sessionCache.invalidateMember(id);
  }

  /** Changes the member's full name. @returns the updated row */
  async updateName(transaction: Transaction, id: string, fullName: string): Promise<MemberRow> {
    const [row] = await txDb(transaction)
      .update(members)
      .set({ fullName })
      .where(eq(members.id, id))
      .returning();
    this.sessionCache.invalidateMember(id);
    if (!row) throw new Error('update returned no row');
    return row;
  }

  /**
   * Moves the member to a new sign-in address inside `tx`.
   * @param email lower-cased here
   * @throws a unique violation when another member has the address (see isUniqueViolation)
   */
  async updateEmail(transaction: Transaction, id: string, email: string): Promise<void> {
    await txDb(transaction)
      .update(members)
      .set({ email: email.toLowerCase() })
      .where(eq(members.id, id));
    this.sessionCache.invalidateMember(id);
  }

  /** Changes the role of a member of `tenantId`. @returns the updated row, or undefined */
  async setRole(
    transaction: Transaction,
    tenantId: string,
    id: string,
    role: MemberRole,
  ): Promise<MemberRow | undefined> {
    const [row] = await txDb(transaction)
      .update(members)
      .set({ role })
      .where(and(eq(members.id, id), eq(members.tenantId, tenantId)))
      .returning();
    this.sessionCache.invalidateMember(id);
    return row;
  }

  /** Deletes a member of `tenantId` (its sessions go with it). @returns whether a row was deleted */
  async remove(transaction: Transaction, tenantId: string, id: string): Promise<boolean> {
    const rows = await txDb(transaction)
      .delete(members)
      .where(and(eq(members.id, id), eq(members.tenantId, tenantId)))
      .returning({ id: members.id });
    this.sessionCache.invalidateMember(id);
    return rows.length > 0;
  }

  /**
   * The owners of a client, locked until the transaction ends, so two concurrent demotions or
   * removals cannot leave a client without an owner.
   */
  async lockOwners(transaction: Transaction, tenantId: string): Promise<string[]> {
    const rows = await txDb(transaction)
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.tenantId, tenantId), eq(members.role, 'owner')))
      .for('update');
    return rows.map((r) => r.id);
  }
}
