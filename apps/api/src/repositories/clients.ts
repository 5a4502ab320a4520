/** Data access for client accounts (table `clients` and `consents`). */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { clients, consents, members, type ClientRow } from '../db/schema/index.js';
import type { ServiceFlag } from '../domain/services.js';
import { generateClientId } from '../lib/crypto.js';
import { EntityCache } from './cache.js';
import { txDb, type Transaction } from './transaction.js';

export interface NewClient {
  fullName: string;
  /** The contact address; lower-cased by the caller. */
  email: string;
  companyName: string;
  contactNumber: string;
  country: string;
  flags?: Partial<Record<ServiceFlag, boolean>>;
}

export class ClientsRepository {
  /** Rows by uuid; see EntityCache for when it is enabled. */
  readonly cache: EntityCache<ClientRow>;

  constructor(
    private readonly db: Db,
    cacheEnabled = false,
  ) {
    this.cache = new EntityCache(cacheEnabled);
    this.byId = db
      .select()
      .from(clients)
      .where(eq(clients.id, sql.placeholder('id')))
      .limit(1)
      .prepare('clients_by_id');
  }

  // Prepared once: on PostgreSQL a named statement skips parsing and planning on the hot path.
  private readonly byId;

  /** The client with this uuid (served from the cache on PGlite; read on every request it authenticates). */
  async findById(id: string): Promise<ClientRow | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const gen = this.cache.generation(id);
    const [row] = await this.byId.execute({ id });
    if (row) this.cache.set(id, row, gen);
    return row;
  }

  /**
   * The client of the member who signs in with this address (operator commands and tests name a
   * client by a person's e-mail).
   * @param email compared lower-cased
   */
  async findByEmail(email: string): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select({ client: clients })
      .from(members)
      .innerJoin(clients, eq(clients.id, members.tenantId))
      .where(eq(members.email, email.toLowerCase()))
      .limit(1);
    return row?.client;
  }

  /**
   * Inserts a client (and its consent record when given) inside `tx`.
   * @throws a unique violation when the e-mail is taken (see isUniqueViolation)
   */
  async insert(
    transaction: Transaction,
    data: NewClient,
    consent?: { agreed: boolean; ip: string | null },
  ): Promise<ClientRow> {
    const tx = txDb(transaction);
    const [row] = await tx
      .insert(clients)
      .values({
        id: randomUUID(),
        clientId: generateClientId(),
        fullName: data.fullName,
        email: data.email.toLowerCase(),
        companyName: data.companyName,
        contactNumber: data.contactNumber,
        country: data.country,
        ...data.flags,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (consent)
      await tx
        .insert(consents)
        .values({ tenantId: row.id, agreed: consent.agreed, ip: consent.ip });
    return row;
  }

  /**
   * Changes the tenant's contact fields inside `tx` (only those given).
   * @returns the updated row
   */
  async updateContact(
    transaction: Transaction,
    id: string,
    data: Partial<
      Pick<NewClient, 'fullName' | 'email' | 'companyName' | 'contactNumber' | 'country'>
    >,
  ): Promise<ClientRow> {
    const set = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    const [row] = Object.keys(set).length
      ? await txDb(transaction).update(clients).set(set).where(eq(clients.id, id)).returning()
      : await txDb(transaction).select().from(clients).where(eq(clients.id, id)).limit(1);
    this.cache.invalidate(id);
    if (!row) throw new Error('update returned no row');
    return row;
  }

  /**
   * Turns one service flag on or off for the client of the member with this e-mail.
   * @returns false when no member has that e-mail
   */
  async setService(email: string, flag: ServiceFlag, on: boolean): Promise<boolean> {
    const rows = await this.db
      .update(clients)
      .set({ [flag]: on } as Partial<Record<ServiceFlag, boolean>>)
      .where(
        inArray(
          clients.id,
          this.db
            .select({ id: members.tenantId })
            .from(members)
            .where(eq(members.email, email.toLowerCase())),
        ),
      )
      .returning({ id: clients.id });
    for (const r of rows) this.cache.invalidate(r.id);
    return rows.length > 0;
  }
}
