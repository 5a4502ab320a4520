/**
 * Data access for account tokens (table `account_tokens`): password-reset and e-mail-change links,
 * stored as sha-256, single use, expiring.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import {
  accountTokens,
  type AccountTokenPurpose,
  type AccountTokenRow,
} from '../db/schema/index.js';
import { generateToken, sha256Hex } from '../lib/crypto.js';
import { txDb, type Transaction } from './transaction.js';

export class AccountTokensRepository {
  constructor(private readonly db: Db) {}

  /**
   * Issues a token for the member, voiding their earlier unused tokens of the same purpose (only
   * the newest link works).
   * @param newEmail the target address of an `email_change` token (lower-case); omit for a reset
   * @returns the plain token for the e-mail link
   */
  async issue(
    memberId: string,
    purpose: AccountTokenPurpose,
    ttlSeconds: number,
    newEmail: string | null = null,
  ): Promise<string> {
    const token = generateToken();
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.memberId, memberId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      await tx.insert(accountTokens).values({
        memberId,
        purpose,
        tokenHash: sha256Hex(token),
        newEmail,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    });
    return token;
  }

  /**
   * Voids the member's unused tokens of the given purposes inside `tx` (a credential change: see
   * services/credential-changes.ts). @returns how many were voided
   */
  async voidUnused(
    transaction: Transaction,
    memberId: string,
    purposes: readonly AccountTokenPurpose[],
  ): Promise<number> {
    if (purposes.length === 0) return 0;
    const rows = await txDb(transaction)
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.memberId, memberId),
          inArray(accountTokens.purpose, [...purposes]),
          isNull(accountTokens.usedAt),
        ),
      )
      .returning({ id: accountTokens.id });
    return rows.length;
  }

  /**
   * Uses a token of `purpose` once, inside `tx`. The conditional update makes concurrent uses of one
   * token succeed at most once.
   * @returns the row as it was issued, or undefined for an unknown, used, expired or other-purpose token
   */
  async consume(
    transaction: Transaction,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<AccountTokenRow | undefined> {
    const [row] = await txDb(transaction)
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, sha256Hex(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Whether a token of `purpose` could be used now, without using it (the page of a link checks it
   * on opening). @returns false for an unknown, used, expired or other-purpose token
   */
  async isUsable(token: string, purpose: AccountTokenPurpose): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, sha256Hex(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The member's e-mail change waiting for its link: the newest unused, unexpired `email_change`
   * token (issuing one voids the earlier ones). @returns its target address and expiry, or undefined
   */
  async pendingEmailChange(
    memberId: string,
  ): Promise<{ newEmail: string; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ newEmail: accountTokens.newEmail, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.memberId, memberId),
          eq(accountTokens.purpose, 'email_change'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(accountTokens.expiresAt))
      .limit(1);
    return row?.newEmail ? { newEmail: row.newEmail, expiresAt: row.expiresAt } : undefined;
  }
}
