/**
 * Data access for API keys (schema/api-keys.ts). Every key is looked up by sha-256; only the
 * License Key is shown again, by decrypting its AES-256-GCM ciphertext (bound to the owning client's
 * uuid). Named keys (Developers → API keys) keep no ciphertext: their secret exists once, at creation.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { apiKeys, clients, type ApiKeyRow, type ClientRow } from '../db/schema/index.js';
import { decryptSecret, encryptSecret, generateApiKey, sha256Hex } from '../lib/crypto.js';
import { EntityCache } from './cache.js';
import { IdRow, rowsOf } from './sql.js';
import { runTransaction, txDb, type Transaction } from './transaction.js';

interface CurrentKey {
  id: string;
  plain: string;
  hash: string;
}

/** What authentication needs of a presented key besides its owner. */
export interface KeyAccess {
  id: string;
  kind: 'license' | 'named';
  mode: 'live' | 'test';
  expiresAt: Date | null;
  /** A future instant while a rolled key is in its grace period. */
  revokedAt: Date | null;
  replacedBy: string | null;
  allowedCidrs: string[] | null;
}

/** A new named key's settings. */
export interface NewNamedKey {
  name: string;
  mode: 'live' | 'test';
  expiresAt: Date | null;
  allowedCidrs: string[] | null;
}

/** The columns of a named key that Developers → API keys lists (never its hash). */
const namedColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  mode: apiKeys.mode,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
  allowedCidrs: apiKeys.allowedCidrs,
  revokedAt: apiKeys.revokedAt,
  replacedBy: apiKeys.replacedBy,
};

export type NamedKeyRow = Pick<ApiKeyRow, keyof typeof namedColumns>;

/** How many characters of a key are kept and shown (`pk_live_abcd`). */
const PREFIX_LENGTH = 12;

export class ApiKeysRepository {
  /** Current key per client uuid; see EntityCache for when it is enabled. */
  private readonly current: EntityCache<CurrentKey>;
  /** Owner uuid per key hash; trusted only while it matches the owner's cached current key. */
  private readonly owners = new Map<string, string>();
  /**
   * Awaited after a committed key change of a tenant until every process dropped its cached copy
   * (TenantCache.settle); without it another process could accept the old key for a moment.
   */
  afterChange: (tenantId: string) => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Db,
    private readonly encryptionKey: Buffer,
    private readonly clientsCache?: { findById(id: string): Promise<ClientRow | undefined> },
    cacheEnabled = false,
  ) {
    this.current = new EntityCache(cacheEnabled);
    this.currentStmt = db
      .select({ id: apiKeys.id, ct: apiKeys.keyCiphertext, hash: apiKeys.keyHash })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.tenantId, sql.placeholder('tenantId')),
          isNull(apiKeys.revokedAt),
          eq(apiKeys.kind, 'license'),
        ),
      )
      .limit(1)
      .prepare('api_keys_current');
    // Revocation is decided by the caller against its clock: a rolled key's revoked_at lies ahead.
    this.ownerStmt = db
      .select({
        client: clients,
        id: apiKeys.id,
        kind: apiKeys.kind,
        mode: apiKeys.mode,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
        replacedBy: apiKeys.replacedBy,
        allowedCidrs: apiKeys.allowedCidrs,
      })
      .from(apiKeys)
      .innerJoin(clients, eq(clients.id, apiKeys.tenantId))
      .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('api_keys_owner');
    this.clientWithKeyStmt = db
      .select({ client: clients, ct: apiKeys.keyCiphertext })
      .from(clients)
      .leftJoin(
        apiKeys,
        and(
          eq(apiKeys.tenantId, clients.id),
          isNull(apiKeys.revokedAt),
          eq(apiKeys.kind, 'license'),
        ),
      )
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
   * Creates a new active License Key for a client inside `tx`, revoking any active one first.
   * @returns the plain key (the only time it exists outside the ciphertext)
   */
  async issue(transaction: Transaction, tenantId: string): Promise<string> {
    const tx = txDb(transaction);
    const key = generateApiKey();
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt), eq(apiKeys.kind, 'license')),
      );
    await tx.insert(apiKeys).values({
      tenantId,
      keyHash: sha256Hex(key),
      keyCiphertext: encryptSecret(key, this.encryptionKey, tenantId),
      prefix: key.slice(0, PREFIX_LENGTH),
    });
    // Invalidate before commit too: concurrent readers then cannot re-cache the old key.
    this.current.invalidate(tenantId);
    return key;
  }

  /**
   * Revokes the current key and issues a new one atomically; resolves once no API process accepts
   * the old key any more (afterChange).
   */
  async rotate(tenantId: string): Promise<string> {
    const key = await runTransaction(this.db, (tx) => this.issue(tx, tenantId));
    this.current.invalidate(tenantId);
    await this.afterChange(tenantId);
    return key;
  }

  /** Drops the cached current key of one client (see EntityCache). */
  invalidateCurrent(tenantId: string): void {
    this.current.invalidate(tenantId);
  }

  /** Turns the current-key cache on or off, empty either way (see EntityCache). */
  setCacheEnabled(on: boolean): void {
    this.current.setEnabled(on);
  }

  /** The client's current key in plain text, or undefined when it has none. */
  async currentKey(tenantId: string): Promise<string | undefined> {
    return (await this.loadCurrent(tenantId))?.plain;
  }

  private async loadCurrent(tenantId: string): Promise<CurrentKey | undefined> {
    const cached = this.current.get(tenantId);
    if (cached) return cached;
    const gen = this.current.generation(tenantId);
    const [row] = await this.currentStmt.execute({ tenantId });
    if (!row) return undefined;
    if (!row.ct) return undefined;
    const value = {
      id: row.id,
      plain: decryptSecret(row.ct, this.encryptionKey, tenantId),
      hash: row.hash,
    };
    this.current.set(tenantId, value, gen);
    return value;
  }

  /**
   * A client and its current key in plain text (undefined when it has none), or undefined for an
   * unknown client. On PostgreSQL one joined query; on PGlite the two caches.
   */
  async clientWithCurrentKey(
    tenantId: string,
  ): Promise<{ client: ClientRow; apiKey: string | undefined } | undefined> {
    if (this.current.enabled && this.clientsCache) {
      const client = await this.clientsCache.findById(tenantId);
      return client && { client, apiKey: await this.currentKey(tenantId) };
    }
    const [row] = await this.clientWithKeyStmt.execute({ id: tenantId });
    if (!row) return undefined;
    const apiKey = row.ct ? decryptSecret(row.ct, this.encryptionKey, tenantId) : undefined;
    return { client: row.client, apiKey };
  }

  /**
   * The owner of a key and what authentication checks of it (expiry, revocation, allow-list), or
   * undefined for an unknown key. Revoked keys are returned too: the caller compares `revokedAt`
   * with its clock, because a rolled key stays valid until then.
   */
  async findByKey(key: string): Promise<{ client: ClientRow; access: KeyAccess } | undefined> {
    const hash = sha256Hex(key);
    if (this.current.enabled && this.clientsCache) {
      // The License Key hot path on embedded PGlite: no query while the cached current key matches.
      const owner = this.owners.get(hash);
      const current = owner ? this.current.get(owner) : undefined;
      if (owner && current?.hash === hash) {
        const client = await this.clientsCache.findById(owner);
        if (client) return { client, access: licenseAccess(current.id) };
      }
    }
    const [row] = await this.ownerStmt.execute({ hash });
    if (!row) return undefined;
    const { client, ...rest } = row;
    const access = {
      ...rest,
      kind: rest.kind === 'named' ? 'named' : 'license',
      mode: rest.mode === 'test' ? 'test' : 'live',
    } satisfies KeyAccess;
    if (this.current.enabled && access.kind === 'license' && access.revokedAt === null) {
      if (this.owners.size > 10_000) this.owners.clear();
      this.owners.set(hash, client.id);
      await this.loadCurrent(client.id);
    }
    return { client, access };
  }

  /** The owner of an active License Key or named key, or undefined (unknown, revoked, expired). */
  async findClientByKey(key: string, now = new Date()): Promise<ClientRow | undefined> {
    const found = await this.findByKey(key);
    if (!found) return undefined;
    const { revokedAt, expiresAt } = found.access;
    if (revokedAt && revokedAt <= now) return undefined;
    if (expiresAt && expiresAt <= now) return undefined;
    return found.client;
  }

  /**
   * Creates a named key. @returns the row as listed and the secret (the only time it exists in
   * plain text: no ciphertext is kept)
   */
  async createNamed(
    tenantId: string,
    k: NewNamedKey,
    transaction?: Transaction,
  ): Promise<{ row: NamedKeyRow; secret: string }> {
    const db = transaction ? txDb(transaction) : this.db;
    const secret = generateApiKey(k.mode);
    const [row] = await db
      .insert(apiKeys)
      .values({
        tenantId,
        kind: 'named',
        name: k.name,
        mode: k.mode,
        keyHash: sha256Hex(secret),
        prefix: secret.slice(0, PREFIX_LENGTH),
        expiresAt: k.expiresAt,
        allowedCidrs: k.allowedCidrs,
      })
      .returning(namedColumns);
    if (!row) throw new Error('insert returned no row');
    return { row, secret };
  }

  /** The client's named keys, newest first (revoked ones included: the page shows their status). */
  async listNamed(tenantId: string, limit = 200): Promise<NamedKeyRow[]> {
    return this.db
      .select(namedColumns)
      .from(apiKeys)
      .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.kind, 'named')))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(limit);
  }

  /** Named keys of the client not yet revoked (nor in a grace period). */
  async countActiveNamed(tenantId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(
        and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.kind, 'named'), isNull(apiKeys.revokedAt)),
      );
    return Number(r?.n ?? 0);
  }

  /** One named key of the client, locked for update inside `transaction`; undefined when absent. */
  async lockNamed(
    transaction: Transaction,
    tenantId: string,
    id: string,
  ): Promise<NamedKeyRow | undefined> {
    const [row] = await txDb(transaction)
      .select(namedColumns)
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId), eq(apiKeys.kind, 'named')))
      .for('update')
      .limit(1);
    return row;
  }

  /** Sets when a named key stops working (and what replaced it, for a roll). */
  async setRevoked(
    transaction: Transaction,
    id: string,
    revokedAt: Date,
    replacedBy?: string,
  ): Promise<NamedKeyRow> {
    const [row] = await txDb(transaction)
      .update(apiKeys)
      .set({ revokedAt, ...(replacedBy ? { replacedBy } : {}) })
      .where(eq(apiKeys.id, id))
      .returning(namedColumns);
    if (!row) throw new Error('update returned no row');
    return row;
  }

  /**
   * Marks up to `limit` named keys whose expiry falls in (now, horizon], not revoked nor rolled and
   * not yet noticed, as noticed at `now`, inside `transaction`. Rows another process holds are skipped, and a marked row no longer matches,
   * so each key is returned once across processes.
   * @returns the marked keys with their owner
   */
  async claimExpiring(
    transaction: Transaction,
    now: Date,
    horizon: Date,
    limit: number,
  ): Promise<Array<NamedKeyRow & { tenantId: string; expiresAt: Date }>> {
    const db = txDb(transaction);
    const due = await rowsOf(
      db,
      sql`select id from api_keys
          where kind = 'named' and expiry_notice_at is null and revoked_at is null
            and expires_at is not null
            and expires_at > ${now.toISOString()}::timestamptz
            and expires_at <= ${horizon.toISOString()}::timestamptz
          order by expires_at
          limit ${limit}
          for update skip locked`,
      IdRow,
    );
    if (due.length === 0) return [];
    const marked = await db
      .update(apiKeys)
      .set({ expiryNoticeAt: now })
      .where(sql`${apiKeys.id} in ${due.map((d) => d.id)} and ${apiKeys.expiryNoticeAt} is null`)
      .returning({ ...namedColumns, tenantId: apiKeys.tenantId });
    return marked.flatMap((k) => (k.expiresAt ? [{ ...k, expiresAt: k.expiresAt }] : []));
  }

  /** Records calls: last_used_at only moves forward (several processes may write it). */
  async touch(id: string, at: Date): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({
        lastUsedAt: sql`greatest(coalesce(${apiKeys.lastUsedAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(apiKeys.id, id));
  }
}

/** The access of an active License Key (live, no expiry, no allow-list). */
function licenseAccess(id: string): KeyAccess {
  return {
    id,
    kind: 'license',
    mode: 'live',
    expiresAt: null,
    revokedAt: null,
    replacedBy: null,
    allowedCidrs: null,
  };
}
