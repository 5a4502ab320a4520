/** The service catalog (table `services`): seeding at start, reads, operator edits. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { services, type ServiceRow } from '../db/schema/index.js';
import { DEFAULT_CATALOG, type EditableField } from '../domain/catalog.js';

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the docs/architecture.md §5 rows that are missing; existing (possibly edited) rows are kept. */
  async seed(): Promise<number> {
    const inserted = await this.db
      .insert(services)
      .values(
        DEFAULT_CATALOG.map((e) => ({
          key: e.key,
          displayName: e.displayName,
          category: e.category,
          freeCallsPerMonth: e.freeCallsPerMonth,
          costPerCallCents: e.costPerCallCents,
          topUpMinimum: e.topUpMinimum,
          sortOrder: e.sortOrder,
        })),
      )
      .onConflictDoNothing({ target: services.key })
      .returning({ key: services.key });
    return inserted.length;
  }

  async list(): Promise<ServiceRow[]> {
    return this.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.key));
  }

  async get(key: string): Promise<ServiceRow | undefined> {
    const [row] = await this.db.select().from(services).where(eq(services.key, key)).limit(1);
    return row;
  }

  /** @returns false when the service does not exist */
  async set(key: string, field: EditableField, value: string | number | null): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ [field]: value, updatedAt: sql`now()` } as unknown as Partial<ServiceRow>)
      .where(eq(services.key, key))
      .returning({ key: services.key });
    return rows.length > 0;
  }
}
