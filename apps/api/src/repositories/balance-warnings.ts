/** Data access of the balance warnings' thresholds (table `balance_warnings`). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { balanceWarnings, type BalanceWarningRow } from '../db/schema/index.js';

export class BalanceWarningsRepository {
  constructor(private readonly db: Db) {}

  /** The tenant's thresholds, one per service that has one. */
  list(tenantId: string): Promise<BalanceWarningRow[]> {
    return this.db.select().from(balanceWarnings).where(eq(balanceWarnings.tenantId, tenantId));
  }

  /** Sets (or replaces) the threshold of one service. */
  async set(tenantId: string, service: string, threshold: number): Promise<void> {
    await this.db
      .insert(balanceWarnings)
      .values({ tenantId, service, threshold })
      .onConflictDoUpdate({
        target: [balanceWarnings.tenantId, balanceWarnings.service],
        set: { threshold, updatedAt: sql`now()` },
      });
  }

  /** Removes the threshold of one service. @returns whether there was one */
  async remove(tenantId: string, service: string): Promise<boolean> {
    const gone = await this.db
      .delete(balanceWarnings)
      .where(and(eq(balanceWarnings.tenantId, tenantId), eq(balanceWarnings.service, service)))
      .returning({ service: balanceWarnings.service });
    return gone.length > 0;
  }

  /** Records when the last warning of a service went out (shown on the billing page). */
  async markWarned(tenantId: string, service: string, at: Date): Promise<void> {
    await this.db
      .update(balanceWarnings)
      .set({ lastWarnedAt: at })
      .where(and(eq(balanceWarnings.tenantId, tenantId), eq(balanceWarnings.service, service)));
  }
}
