/**
 * Data access for API keys. Keys are looked up by sha-256 and shown again by decrypting their
 * AES-256-GCM ciphertext (bound to the owning client's uuid).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { apiKeys, clients, type ClientRow } from '../db/schema/index.js';
import { decryptSecret, encryptSecret, generateApiKey, sha256Hex } from '../lib/crypto.js';
import { EntityCache } from './cache.js';
import { runTransaction, txDb, type Transaction } from './transaction.js';

interface CurrentKey {
  plain: string;
  hash: string;
}

export class ApiKeysRepository {
  /** Current key per client uuid; see EntityCache for when it is enabled. */
  private readonly current: EntityCache<CurrentKey>;
  /** Owner uuid per key hash; trusted only while it matches the owner's cached current key. */
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly encryptionKey: Buffer,
    private readonly clientsCache?: { findById(id: string): Promise<ClientRow | undefined> },
    cacheEnabled = false,
  ) {
    this.current = new EntityCache(cacheEnabled);
    this.currentStmt = db
      .select({ ct: apiKeys.keyCiphertext, hash: apiKeys.keyHash })
      .from(apiKeys)
      .where(and(eq(apiKeys.clientId, sql.placeholder('clientId')), isNull(apiKeys.revokedAt)))
      .limit(1)
      .prepare('api_keys_current');
    this.ownerStmt = db
      .select({ client: clients })
      .from(apiKeys)
      .innerJoin(clients, eq(clients.id, apiKeys.clientId))
      .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
      .limit(1)
      .prepare('api_keys_owner');
    this.clientWithKeyStmt = db
      .select({ client: clients, ct: apiKeys.keyCiphertext })
      .from(clients)
      .leftJoin(apiKeys, and(eq(apiKeys.clientId, clients.id), isNull(apiKeys.revokedAt)))
      .where(eq(clients.id, sql.placeholder('id')))
      .limit(1)
      .prepare('clients_with_current_key');
  }

  // The profile's read: client row and current key in one round trip on PostgreSQL.
  private readonly clientWithKeyStmt;

  // Read on every API-key request (lookups): prepared once like the statement above.
  private readonly ownerStmt;

  // Prepared once: on PostgreSQL a named statement skips parsing and planning on the hot path.
  private readonly currentStmt;

  /**
   * Creates a new active key for a client inside `tx`, revoking any active one first.
   * @returns the plain key (the only time it exists outside the ciphertext)
   */
  async issue(transaction: Transaction, clientUuid: string): Promise<string> {
    const tx = txDb(transaction);
    const key = generateApiKey();
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.clientId, clientUuid), isNull(apiKeys.revokedAt)));
    await tx.insert(apiKeys).values({
      clientId: clientUuid,
      keyHash: sha256Hex(key),
      keyCiphertext: encryptSecret(key, this.encryptionKey, clientUuid),
      prefix: key.slice(0, 12),
    });
    // Invalidate before commit too: concurrent readers then cannot re-cache the old key.
    this.current.invalidate(clientUuid);
    return key;
  }

  /** Revokes the current key and issues a new one atomically. */
  async rotate(clientUuid: string): Promise<string> {
    const key = await runTransaction(this.db, (tx) => this.issue(tx, clientUuid));
    this.current.invalidate(clientUuid);
    return key;
  }

  /** The client's current key in plain text, or undefined when it has none. */
  async currentKey(clientUuid: string): Promise<string | undefined> {
    return (await this.loadCurrent(clientUuid))?.plain;
  }

  private async loadCurrent(clientUuid: string): Promise<CurrentKey | undefined> {
    const cached = this.current.get(clientUuid);
    if (cached) return cached;
    const gen = this.current.generation(clientUuid);
    const [row] = await this.currentStmt.execute({ clientId: clientUuid });
    if (!row) return undefined;
    const value = { plain: decryptSecret(row.ct, this.encryptionKey, clientUuid), hash: row.hash };
    this.current.set(clientUuid, value, gen);
    return value;
  }

  /**
   * A client and its current key in plain text (undefined when it has none), or undefined for an
   * unknown client. On PostgreSQL one joined query; on PGlite the two caches.
   */
  async clientWithCurrentKey(
    clientUuid: string,
  ): Promise<{ client: ClientRow; apiKey: string | undefined } | undefined> {
    if (this.current.enabled && this.clientsCache) {
      const client = await this.clientsCache.findById(clientUuid);
      return client && { client, apiKey: await this.currentKey(clientUuid) };
    }
    const [row] = await this.clientWithKeyStmt.execute({ id: clientUuid });
    if (!row) return undefined;
    const apiKey = row.ct ? decryptSecret(row.ct, this.encryptionKey, clientUuid) : undefined;
    return { client: row.client, apiKey };
  }

  /** The owner of an active key, or undefined for an unknown or revoked key. */
  async findClientByKey(key: string): Promise<ClientRow | undefined> {
    const hash = sha256Hex(key);
    if (this.current.enabled && this.clientsCache) {
      const owner = this.owners.get(hash);
      if (owner && this.current.get(owner)?.hash === hash) return this.clientsCache.findById(owner);
    }
    const [row] = await this.ownerStmt.execute({ hash });
    if (row && this.current.enabled) {
      if (this.owners.size > 10_000) this.owners.clear();
      this.owners.set(hash, row.client.id);
      await this.loadCurrent(row.client.id);
    }
    return row?.client;
  }
}
