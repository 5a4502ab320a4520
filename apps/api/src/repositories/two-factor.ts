/**
 * Data access for two-factor sign-in: the member's TOTP secret (encrypted at rest with the API-key
 * key), the accepted time step (a code counts once) and the hashed
 * recovery codes (each used once).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema/index.js';
import { decryptSecret, encryptSecret, sha256Hex } from '../lib/crypto.js';
import { Numeric, rowsOf } from './sql.js';

/** A counted code attempt: the count and the milliseconds left in its window (numeric). */
const Attempt = Type.Object({ attempts: Numeric, msLeft: Numeric }, { $id: 'code attempt' });

/** The two-factor state of a member, with the secret decrypted. */
export interface TwoFactorState {
  secret: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

/** Recovery codes are compared without case or dashes, as people type them. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export class TwoFactorRepository {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {}

  /** The member's state, or undefined when enrolment was never started. */
  async get(memberId: string): Promise<TwoFactorState | undefined> {
    const [row] = await this.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.memberId, memberId))
      .limit(1);
    if (!row) return undefined;
    return {
      secret: decryptSecret(row.secretCiphertext, this.key, memberId),
      enabledAt: row.enabledAt,
      lastUsedStep: row.lastUsedStep,
    };
  }

  /** True when the member has 2FA switched on (the cheap check of the password step). */
  async isEnabled(memberId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: twoFactorSecrets.enabledAt })
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.memberId, memberId))
      .limit(1);
    return !!row?.on;
  }

  /**
   * Starts (or restarts) enrolment with a new secret. Does nothing when 2FA is already on.
   * @returns false when 2FA is already on
   */
  async savePending(memberId: string, tenantId: string, secret: string): Promise<boolean> {
    const ciphertext = encryptSecret(secret, this.key, memberId);
    const res = await this.db
      .insert(twoFactorSecrets)
      .values({ memberId, tenantId, secretCiphertext: ciphertext })
      .onConflictDoUpdate({
        target: twoFactorSecrets.memberId,
        set: { secretCiphertext: ciphertext, lastUsedStep: null, createdAt: sql`now()` },
        setWhere: isNull(twoFactorSecrets.enabledAt),
      })
      .returning({ memberId: twoFactorSecrets.memberId });
    return res.length > 0;
  }

  /**
   * Records that a code of time step `step` was accepted, unless a code of that step or a later
   * one was accepted before (the conditional update makes two concurrent uses succeed once).
   * @returns false for a replayed code
   */
  async claimStep(memberId: string, step: number): Promise<boolean> {
    const res = await this.db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorSecrets.memberId, memberId),
          or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        ),
      )
      .returning({ memberId: twoFactorSecrets.memberId });
    return res.length > 0;
  }

  /**
   * Switches 2FA on and replaces the recovery codes in one transaction.
   * @returns false when it was switched on meanwhile (a second confirmation)
   */
  async enable(memberId: string, recoveryCodes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const res = await tx
        .update(twoFactorSecrets)
        .set({ enabledAt: sql`now()` })
        .where(and(eq(twoFactorSecrets.memberId, memberId), isNull(twoFactorSecrets.enabledAt)))
        .returning({ memberId: twoFactorSecrets.memberId });
      if (res.length === 0) return false;
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
      await tx.insert(twoFactorRecoveryCodes).values(
        recoveryCodes.map((code) => ({
          memberId,
          codeHash: sha256Hex(normaliseRecoveryCode(code)),
        })),
      );
      return true;
    });
  }

  /** Switches 2FA off: the secret and every recovery code are deleted. */
  async disable(memberId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.memberId, memberId));
    });
  }

  /**
   * Uses a recovery code once (concurrent uses of one code succeed at most once).
   * @returns false for an unknown or used code
   */
  async useRecoveryCode(memberId: string, code: string): Promise<boolean> {
    const res = await this.db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.memberId, memberId),
          eq(twoFactorRecoveryCodes.codeHash, sha256Hex(normaliseRecoveryCode(code))),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return res.length > 0;
  }

  /** Number of recovery codes not used yet. */
  async recoveryCodesLeft(memberId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(
        and(eq(twoFactorRecoveryCodes.memberId, memberId), isNull(twoFactorRecoveryCodes.usedAt)),
      );
    return row?.n ?? 0;
  }

  /**
   * Counts one sign-in code attempt of the member in one statement, before the code is checked:
   * the row lock makes concurrent attempts count one after another, so each sees its own number.
   * A window that ended starts again at 1.
   * @param windowMs length of the counting window (milliseconds)
   * @returns the attempts in the window including this one and the milliseconds left in it, or
   *   undefined when the member has no two-factor row
   */
  async countCodeAttempt(
    memberId: string,
    windowMs: number,
  ): Promise<{ attempts: number; msLeft: number } | undefined> {
    const [row] = await rowsOf(
      this.db,
      sql`update two_factor_secrets set
            code_attempts = case when code_attempts_reset_at is null or code_attempts_reset_at <= now()
                                 then 1 else code_attempts + 1 end,
            code_attempts_reset_at = case when code_attempts_reset_at is null or code_attempts_reset_at <= now()
                                 then now() + make_interval(secs => ${windowMs / 1000})
                                 else code_attempts_reset_at end
          where member_id = ${memberId}::uuid
          returning code_attempts as attempts,
                    ceil(extract(epoch from (code_attempts_reset_at - now())) * 1000) as "msLeft"`,
      Attempt,
    );
    return row && { attempts: Number(row.attempts), msLeft: Math.max(0, Number(row.msLeft)) };
  }

  /** Forgets the member's code attempts (after an accepted code). */
  async clearCodeAttempts(memberId: string): Promise<void> {
    await this.db
      .update(twoFactorSecrets)
      .set({ codeAttempts: 0, codeAttemptsResetAt: null })
      .where(eq(twoFactorSecrets.memberId, memberId));
  }
}
