/** Data access for e-mail verification tokens: stored as sha-256, single use, expiring. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { emailVerificationTokens } from '../db/schema/index.js';
import { generateToken, sha256Hex } from '../lib/crypto.js';
import { txDb, type Transaction } from './transaction.js';

export class VerificationTokensRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates a token for a client inside `tx`, invalidating its earlier unused tokens (resend).
   * @param ttlSeconds lifetime (24 h in production)
   * @returns the plain token for the e-mail link
   */
  async create(transaction: Transaction, tenantId: string, ttlSeconds: number): Promise<string> {
    const tx = txDb(transaction);
    const token = generateToken();
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailVerificationTokens.tenantId, tenantId), isNull(emailVerificationTokens.usedAt)),
      );
    await tx.insert(emailVerificationTokens).values({
      tenantId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
  }

  /**
   * Uses a token once. The conditional update makes concurrent uses of one token succeed at most once.
   * @returns the client uuid, or undefined for an unknown, used or expired token
   */
  async consume(tx: Transaction, token: string): Promise<string | undefined> {
    const [row] = await txDb(tx)
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, sha256Hex(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ tenantId: emailVerificationTokens.tenantId });
    return row?.tenantId;
  }

  /**
   * The client a token was issued to, whatever its state (used, replaced or expired), so a second
   * click on a link can be told apart from a wrong link.
   * @returns the client uuid, or undefined for a token that was never issued
   */
  async ownerOf(token: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ tenantId: emailVerificationTokens.tenantId })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(token)))
      .limit(1);
    return row?.tenantId;
  }
}
