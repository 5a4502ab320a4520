/** Data access for client accounts (table `clients` and `consents`). */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { clients, consents, type ClientRow } from '../db/schema/index.js';
import type { ServiceFlag } from '../domain/services.js';
import { generateClientId } from '../lib/crypto.js';
import { EntityCache } from './cache.js';
import { txDb, type Transaction } from './transaction.js';

export interface NewClient {
  fullName: string;
  /** Lower-cased by the caller. */
  email: string;
  passwordHash: string;
  companyName: string;
  contactNumber: string;
  country: string;
  emailVerifiedAt?: Date | null;
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

  /** @param email compared lower-cased */
  async findByEmail(email: string): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(clients)
      .where(eq(clients.email, email.toLowerCase()))
      .limit(1);
    return row;
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
        passwordHash: data.passwordHash,
        companyName: data.companyName,
        contactNumber: data.contactNumber,
        country: data.country,
        emailVerifiedAt: data.emailVerifiedAt ?? null,
        ...data.flags,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (consent)
      await tx
        .insert(consents)
        .values({ clientId: row.id, agreed: consent.agreed, ip: consent.ip });
    return row;
  }

  /** Marks the e-mail verified (keeps the first verification time). */
  async markVerified(tx: Transaction, id: string): Promise<void> {
    await txDb(tx)
      .update(clients)
      .set({ emailVerifiedAt: sql`coalesce(${clients.emailVerifiedAt}, now())` })
      .where(eq(clients.id, id));
    this.cache.invalidate(id);
  }

  /** Revokes every session token issued so far. */
  async bumpTokenVersion(id: string): Promise<void> {
    await this.db
      .update(clients)
      .set({ tokenVersion: sql`${clients.tokenVersion} + 1` })
      .where(eq(clients.id, id));
    this.cache.invalidate(id);
  }

  /** Replaces the password hash and revokes every session token in one statement. */
  async updatePassword(id: string, passwordHash: string): Promise<void> {
    await this.db
      .update(clients)
      .set({ passwordHash, tokenVersion: sql`${clients.tokenVersion} + 1` })
      .where(eq(clients.id, id));
    this.cache.invalidate(id);
  }

  /**
   * Turns one service flag on or off.
   * @returns false when no client has that e-mail
   */
  async setService(email: string, flag: ServiceFlag, on: boolean): Promise<boolean> {
    const rows = await this.db
      .update(clients)
      .set({ [flag]: on } as Partial<Record<ServiceFlag, boolean>>)
      .where(eq(clients.email, email.toLowerCase()))
      .returning({ id: clients.id });
    for (const r of rows) this.cache.invalidate(r.id);
    return rows.length > 0;
  }
}
