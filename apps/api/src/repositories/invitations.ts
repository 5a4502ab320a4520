/**
 * Data access for invitations (table `invitations`): the link's token is stored as sha-256 only,
 * like e-mail verification tokens; using one is a conditional update, so it succeeds at most once.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { invitations, members, type InvitationRow, type MemberRole } from '../db/schema/index.js';
import { generateToken, sha256Hex } from '../lib/crypto.js';
import { txDb, type Transaction } from './transaction.js';

/** A pending invitation with the address of the member who sent it. */
export interface PendingInvitation extends InvitationRow {
  invitedByEmail: string | null;
}

/** Not accepted and not revoked (it may have expired: it can still be re-sent or revoked). */
const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates an invitation. @param ttlSeconds lifetime of the link
   * @returns the row and the plain token for the e-mail link
   */
  async create(
    data: { tenantId: string; email: string; role: MemberRole; invitedBy: string },
    ttlSeconds: number,
  ): Promise<{ invitation: InvitationRow; token: string }> {
    const token = generateToken();
    const [row] = await this.db
      .insert(invitations)
      .values({
        tenantId: data.tenantId,
        email: data.email.toLowerCase(),
        role: data.role,
        invitedBy: data.invitedBy,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { invitation: row, token };
  }

  /** The pending invitations of a client, oldest first. */
  async listPending(tenantId: string): Promise<PendingInvitation[]> {
    const rows = await this.db
      .select({ invitation: invitations, invitedByEmail: members.email })
      .from(invitations)
      .leftJoin(members, eq(members.id, invitations.invitedBy))
      .where(and(eq(invitations.tenantId, tenantId), pending))
      .orderBy(asc(invitations.createdAt), asc(invitations.email));
    return rows.map((r) => ({ ...r.invitation, invitedByEmail: r.invitedByEmail }));
  }

  /** The pending invitation of `tenantId` to `email`, if any. */
  async findPendingByEmail(tenantId: string, email: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.tenantId, tenantId),
          eq(invitations.email, email.toLowerCase()),
          pending,
        ),
      )
      .limit(1);
    return row;
  }

  /** The invitation of a token, whatever its state, or undefined for a token never issued. */
  async findByToken(token: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, sha256Hex(token)))
      .limit(1);
    return row;
  }

  /**
   * Gives a pending invitation of `tenantId` a new token and expiry (the old link stops working).
   * @returns the row and the new plain token, or undefined when there is no such pending invitation
   */
  async renew(
    tenantId: string,
    id: string,
    invitedBy: string,
    ttlSeconds: number,
  ): Promise<{ invitation: InvitationRow; token: string } | undefined> {
    const token = generateToken();
    const [row] = await this.db
      .update(invitations)
      .set({
        tokenHash: sha256Hex(token),
        invitedBy,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      })
      .where(and(eq(invitations.id, id), eq(invitations.tenantId, tenantId), pending))
      .returning();
    return row ? { invitation: row, token } : undefined;
  }

  /** Revokes a pending invitation of `tenantId`. @returns the row, or undefined when none */
  async revoke(tenantId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.id, id), eq(invitations.tenantId, tenantId), pending))
      .returning();
    return row;
  }

  /**
   * Revokes, inside `tx`, the pending invitations of `tenantId` that `memberId` sent (or last
   * re-sent). @returns how many were revoked
   */
  async revokeSentBy(
    transaction: Transaction,
    tenantId: string,
    memberId: string,
  ): Promise<number> {
    const rows = await txDb(transaction)
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.invitedBy, memberId), pending))
      .returning({ id: invitations.id });
    return rows.length;
  }

  /**
   * Uses the invitation of a token once, inside `tx`: only a pending, unexpired one.
   * @returns the row, or undefined when it is unknown, used, revoked or expired
   */
  async accept(transaction: Transaction, token: string): Promise<InvitationRow | undefined> {
    const [row] = await txDb(transaction)
      .update(invitations)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(invitations.tokenHash, sha256Hex(token)),
          pending,
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }
}
