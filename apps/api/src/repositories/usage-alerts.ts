/** Data access of the usage alerts' thresholds (table `usage_alerts`). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { usageAlerts, type UsageAlertRow } from '../db/schema/index.js';

export class UsageAlertsRepository {
  constructor(private readonly db: Db) {}

  /** The client's thresholds, one per service that has one. */
  list(tenantId: string): Promise<UsageAlertRow[]> {
    return this.db.select().from(usageAlerts).where(eq(usageAlerts.tenantId, tenantId));
  }

  /** Sets (or replaces) the threshold of one service. */
  async set(tenantId: string, service: string, threshold: number): Promise<void> {
    await this.db
      .insert(usageAlerts)
      .values({ tenantId, service, threshold })
      .onConflictDoUpdate({
        target: [usageAlerts.tenantId, usageAlerts.service],
        set: { threshold, updatedAt: sql`now()` },
      });
  }

  /** Removes the threshold of one service. @returns whether there was one */
  async remove(tenantId: string, service: string): Promise<boolean> {
    const gone = await this.db
      .delete(usageAlerts)
      .where(and(eq(usageAlerts.tenantId, tenantId), eq(usageAlerts.service, service)))
      .returning({ service: usageAlerts.service });
    return gone.length > 0;
  }

  /** Records when the last alert of a service went out (shown on the billing page). */
  async markAlerted(tenantId: string, service: string, at: Date): Promise<void> {
    await this.db
      .update(usageAlerts)
      .set({ lastAlertAt: at })
      .where(and(eq(usageAlerts.tenantId, tenantId), eq(usageAlerts.service, service)));
  }
}
