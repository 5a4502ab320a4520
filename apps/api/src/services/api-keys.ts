/**
 * Named API keys (docs/api-contract.md "API keys", docs/adr/0018-developers-api-keys.md):
 * authentication of a presented key, and the Developers → API keys flows (list, create, roll with a
 * grace period, revoke).
 *
 * Time is read from `Date` at each call (never from the database), so a rolled key's grace period
 * and an expiry are decided by the API's clock and tests can move it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SecurityEvent } from '../lib/mailer.js';
import type { RequestMeta } from './audit.js';
import type { NoticeRecipient, SecurityNotices } from './security-notices.js';
import type { ClientRow } from '../db/schema/index.js';
import { ipAllowed, MAX_ALLOWED_CIDRS, normaliseCidr } from '../domain/ip-allow-list.js';
import { AppError } from '../lib/errors.js';
import type { KeyAccess, NamedKeyRow } from '../repositories/api-keys.js';
import type { Repositories } from '../repositories/index.js';

export type KeyMode = 'live' | 'test';
export type KeyStatus = 'active' | 'grace' | 'expired' | 'revoked';

/** The grace periods a roll offers (seconds): none, 1 hour, 24 hours, 7 days. */
export const GRACE_PERIODS = { none: 0, '1h': 3_600, '24h': 86_400, '7d': 604_800 } as const;
export type GracePeriod = keyof typeof GRACE_PERIODS;

/** Active named keys one client may hold at once. */
export const MAX_ACTIVE_KEYS = 50;

/** last_used_at is written at most once per key and process in this window (milliseconds). */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/** A named key as Developers → API keys lists it; the secret is never part of it. */
export interface ApiKeyItem {
  id: string;
  name: string;
  mode: KeyMode;
  /** `pk_live_abcd`: what identifies the key after creation. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  /** Empty: any address. */
  allowedCidrs: string[];
  status: KeyStatus;
  /** While `status` is `grace`: when the rolled key stops working. */
  graceEndsAt: string | null;
  /** The key that replaced this one when it was rolled. */
  replacedBy: string | null;
}

/** The body of POST /developers/keys as received. */
/** The member who creates or rolls a key, and where the request came from (for the notice). */
export interface KeyActor {
  member: NoticeRecipient;
  meta: RequestMeta;
}

export interface CreateKeyInput {
  name: string;
  mode: KeyMode;
  expiresAt?: string | null | undefined;
  allowedCidrs?: string[] | undefined;
}

/** A key that authentication accepted. */
export interface AcceptedKey {
  client: ClientRow;
  access: KeyAccess;
}

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const notFound = () => new AppError(404, 'NOT_FOUND', 'API key not found');
const invalidApiKey = (message = 'Invalid API key') =>
  new AppError(401, 'INVALID_API_KEY', message);

/** A key's status at `now` (order matters: a revoked key reads revoked even when expired too). */
export function keyStatus(k: Pick<NamedKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): KeyStatus {
  if (k.revokedAt && k.revokedAt <= now) return 'revoked';
  if (k.revokedAt) return 'grace';
  if (k.expiresAt && k.expiresAt <= now) return 'expired';
  return 'active';
}

/** The list item of a row at `now`. */
export function toItem(row: NamedKeyRow, now: Date): ApiKeyItem {
  const status = keyStatus(row, now);
  return {
    id: row.id,
    name: row.name,
    mode: row.mode === 'test' ? 'test' : 'live',
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    allowedCidrs: row.allowedCidrs ?? [],
    status,
    graceEndsAt: status === 'grace' && row.revokedAt ? row.revokedAt.toISOString() : null,
    replacedBy: row.replacedBy,
  };
}

/** The API-key flows; built once by createServices. */
export class ApiKeysService {
  /** key id → when this process last wrote its last_used_at (ms). */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly repos: Repositories,
    private readonly log?: FastifyBaseLogger,
    private readonly notices?: SecurityNotices,
  ) {}

  /** Tells the member who acted and the owner of the company about a new key (never throws). */
  private notify(client: ClientRow, actor: KeyActor | undefined, event: SecurityEvent) {
    if (!actor || !this.notices) return Promise.resolve();
    return this.notices.notify([actor.member, client], event, actor.member, actor.meta);
  }

  /**
   * Accepts or refuses a presented key for a call from `ip`.
   * @throws 401 INVALID_API_KEY (unknown, revoked, or rolled past its grace period),
   *   401 API_KEY_EXPIRED, 403 IP_NOT_ALLOWED (outside the key's allow-list)
   */
  async authenticate(key: string, ip: string): Promise<AcceptedKey> {
    const found = await this.repos.apiKeys.findByKey(key);
    if (!found) throw invalidApiKey();
    const { access } = found;
    const now = new Date();
    if (access.revokedAt && access.revokedAt <= now) {
      if (access.kind === 'license') throw invalidApiKey();
      throw invalidApiKey(
        access.replacedBy
          ? 'This API key was rolled and its grace period has ended: use the new key'
          : 'This API key was revoked',
      );
    }
    if (access.expiresAt && access.expiresAt <= now)
      throw new AppError(
        401,
        'API_KEY_EXPIRED',
        `This API key expired on ${access.expiresAt.toISOString()}: create a new key on the API keys page`,
      );
    if (access.allowedCidrs?.length && !ipAllowed(ip, access.allowedCidrs))
      throw new AppError(
        403,
        'IP_NOT_ALLOWED',
        `This API key does not accept calls from ${ip}: add the address to the key's IP allow-list`,
      );
    if (access.kind === 'named') await this.recordUse(access.id, now);
    return found;
  }

  /**
   * Moves last_used_at forward, at most once per LAST_USED_WRITE_INTERVAL_MS per key in this
   * process, so a busy key costs one write a minute, not one per call. A failed write is logged and
   * never fails the call.
   */
  private async recordUse(id: string, now: Date): Promise<void> {
    const last = this.lastWritten.get(id);
    if (last !== undefined && now.getTime() - last < LAST_USED_WRITE_INTERVAL_MS) return;
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    this.lastWritten.set(id, now.getTime());
    try {
      await this.repos.apiKeys.touch(id, now);
    } catch (err) {
      this.log?.warn({ err, keyId: id }, 'could not record the last use of an API key');
    }
  }

  /** The client's named keys, newest first. */
  async list(client: ClientRow): Promise<ApiKeyItem[]> {
    const now = new Date();
    return (await this.repos.apiKeys.listNamed(client.id)).map((r) => toItem(r, now));
  }

  /**
   * Creates a named key. @returns the key as listed and its secret (shown once)
   * @throws 400 VALIDATION_ERROR (name, expiry, allow-list), 409 KEY_LIMIT
   */
  async create(
    client: ClientRow,
    input: CreateKeyInput,
    actor?: KeyActor,
  ): Promise<{ key: ApiKeyItem; secret: string }> {
    const now = new Date();
    const name = input.name.trim();
    if (!name) throw invalid('Name is required');
    if (name.length > 64) throw invalid('Name must be at most 64 characters');
    let expiresAt: Date | null = null;
    if (input.expiresAt) {
      expiresAt = new Date(input.expiresAt);
      if (Number.isNaN(expiresAt.getTime())) throw invalid('Expiry must be a date and time');
      if (expiresAt <= now) throw invalid('Expiry must be in the future');
    }
    const allowedCidrs = parseAllowList(input.allowedCidrs ?? []);
    if ((await this.repos.apiKeys.countActiveNamed(client.id)) >= MAX_ACTIVE_KEYS)
      throw new AppError(
        409,
        'KEY_LIMIT',
        `You have ${MAX_ACTIVE_KEYS} active keys: revoke one before creating another`,
      );
    const { row, secret } = await this.repos.apiKeys.createNamed(client.id, {
      name,
      mode: input.mode,
      expiresAt,
      allowedCidrs,
    });
    await this.notify(client, actor, { kind: 'api_key_created', keyName: name, mode: input.mode });
    return { key: toItem(row, now), secret };
  }

  /**
   * Rolls a key: issues a new key with the same name, mode, expiry and allow-list, and keeps the old
   * one working for `grace` (none: refused at once).
   * @returns the new key, its secret (shown once) and the old key as it now stands
   * @throws 404 NOT_FOUND, 409 KEY_NOT_ACTIVE (revoked, already rolled or expired)
   */
  async roll(
    client: ClientRow,
    id: string,
    grace: GracePeriod,
    actor?: KeyActor,
  ): Promise<{ key: ApiKeyItem; secret: string; rolled: ApiKeyItem }> {
    const now = new Date();
    const result = await this.repos.transaction(async (tx) => {
      const old = await this.repos.apiKeys.lockNamed(tx, client.id, id);
      if (!old) throw notFound();
      const status = keyStatus(old, now);
      if (status === 'expired')
        throw new AppError(
          409,
          'KEY_NOT_ACTIVE',
          'An expired key cannot be rolled: create a new key',
        );
      if (status !== 'active')
        throw new AppError(
          409,
          'KEY_NOT_ACTIVE',
          status === 'grace' ? 'This key was already rolled' : 'A revoked key cannot be rolled',
        );
      const { row, secret } = await this.repos.apiKeys.createNamed(
        client.id,
        {
          name: old.name,
          mode: old.mode === 'test' ? 'test' : 'live',
          expiresAt: old.expiresAt,
          allowedCidrs: old.allowedCidrs,
        },
        tx,
      );
      const until = new Date(now.getTime() + GRACE_PERIODS[grace] * 1000);
      const rolled = await this.repos.apiKeys.setRevoked(tx, old.id, until, row.id);
      return { key: toItem(row, now), secret, rolled: toItem(rolled, now) };
    });
    // Every process drops what it cached of the tenant before the caller hears the key changed.
    await this.repos.tenantCache.settle(client.id);
    await this.notify(client, actor, { kind: 'api_key_rolled', keyName: result.key.name });
    return result;
  }

  /**
   * Revokes a key at once (a rolled key's grace period ends too). Revoking a revoked key changes
   * nothing. @throws 404 NOT_FOUND
   */
  async revoke(client: ClientRow, id: string): Promise<ApiKeyItem> {
    const now = new Date();
    const item = await this.repos.transaction(async (tx) => {
      const row = await this.repos.apiKeys.lockNamed(tx, client.id, id);
      if (!row) throw notFound();
      if (keyStatus(row, now) === 'revoked') return toItem(row, now);
      return toItem(await this.repos.apiKeys.setRevoked(tx, row.id, now), now);
    });
    await this.repos.tenantCache.settle(client.id);
    return item;
  }
}

/** Normalised, de-duplicated allow-list entries. @throws 400 for a bad entry or too many */
function parseAllowList(entries: readonly string[]): string[] | null {
  const list: string[] = [];
  for (const raw of entries) {
    if (!raw.trim()) continue;
    const cidr = normaliseCidr(raw);
    if (!cidr) throw invalid(`"${raw.trim()}" is not a valid IP address or CIDR range`);
    if (!list.includes(cidr)) list.push(cidr);
  }
  if (list.length > MAX_ALLOWED_CIDRS)
    throw invalid(`An allow-list holds at most ${MAX_ALLOWED_CIDRS} entries`);
  return list.length ? list : null;
}
