/**
 * Keeps this process's tenant cache (repositories/cache.ts) exact on PostgreSQL, where other API
 * processes, the CLI and plain SQL change tenants and keys too (docs/adr/0036-key-and-tenant-cache.md).
 *
 * Migration 0017 announces every change to a tenant's row or its API keys on TENANT_CHANNEL with
 * the tenant's uuid. This listener holds one connection that LISTENs, drops the announced
 * tenant's entries, and turns the cache on only while announcements demonstrably arrive: after
 * LISTEN it sends a probe through the app's own pool (so a pooler that drops notifications, or a
 * listener on another database, is caught) and enables the cache when the probe comes back; it
 * probes again every `probeIntervalMs`. A lost connection or an unanswered probe turns the cache
 * off (every read then goes to the database) until a new connection's probe comes back.
 *
 * An announcement reaches the other processes a moment after the change commits; `fence()` closes
 * that moment for the caller of a change (a regenerated, rolled or revoked key): it lists the
 * listening connections of the database (each names itself in `application_name`), sends a fence
 * on the channel and waits until every one of them answers it. PostgreSQL delivers notifications
 * in commit order, so a listener that answers the fence has already dropped the tenant; when the
 * change's caller gets its answer, no process accepts the old key. A listener that does not answer
 * in time has its connection ended, which turns its process's cache off.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TenantCache } from '../repositories/index.js';

/** The channel of migration 0017's trigger. */
export const TENANT_CHANNEL = 'pulse_tenant_changed';
const PROBE_PREFIX = 'probe:';
const FENCE_PREFIX = 'fence:';
const ACK_PREFIX = 'ack:';
/** `application_name` prefix of listener connections: how `fence()` finds them. */
export const LISTENER_APP_NAME = 'pulse-tenant-listener:';

export interface TenantChangeListenerOptions {
  /** PostgreSQL connection string (the database the pool uses). */
  databaseUrl: string;
  cache: TenantCache;
  /** Sends `payload` on TENANT_CHANNEL through the app's pool (`select pg_notify(...)`). */
  notify(payload: string): Promise<void>;
  log: FastifyBaseLogger;
  /** How often a probe checks that announcements still arrive (ms, default 30,000). */
  probeIntervalMs?: number;
  /** How long a probe may take before the cache is turned off (ms, default 2,000). */
  probeTimeoutMs?: number;
  /** First and longest wait before reconnecting (ms, default 500 and 30,000). */
  retryMs?: { first: number; max: number };
  /** How long a fence waits for every listener's answer (ms, default 2,000). */
  fenceTimeoutMs?: number;
}

export class TenantChangeListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private readonly probes = new Map<string, () => void>();
  /** Open fences of this process: id → called with each listener id that answered. */
  private readonly fences = new Map<string, (listenerId: string) => void>();
  /** This listener's name among the database's connections. */
  readonly id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  /** Times the cache was turned on (tests read it). */
  enabledCount = 0;
  /** Whether the cache being off was logged since it was last on (one warning per outage). */
  private warned = false;

  constructor(private readonly opts: TenantChangeListenerOptions) {
    this.retryDelay = opts.retryMs?.first ?? 500;
  }

  /** Connects and probes once; never throws (a failure schedules a retry and leaves the cache off). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Closes the connection for good and turns the cache off. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.probeTimer);
    this.opts.cache.setEnabled(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.opts.databaseUrl,
      application_name: `${LISTENER_APP_NAME}${this.id}`,
    });
    this.client = client;
    client.on('notification', (msg) => this.onNotification(msg.channel, msg.payload));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${TENANT_CHANNEL}`);
      if (!(await this.probe())) throw new Error('the probe notification did not come back');
      this.retryDelay = this.opts.retryMs?.first ?? 500;
      this.opts.cache.setEnabled(true);
      this.enabledCount += 1;
      if (this.warned) this.opts.log.info('tenant cache on again: change announcements arrive');
      this.warned = false;
      this.scheduleProbe();
    } catch (err) {
      this.lost(client, err);
    }
  }

  /** Sends a probe through the pool and resolves whether it came back on the listener in time. */
  private async probe(): Promise<boolean> {
    const id = `${PROBE_PREFIX}${process.pid}:${randomBytes(6).toString('hex')}`;
    const back = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.probes.delete(id);
        resolve(false);
      }, this.opts.probeTimeoutMs ?? 2_000);
      this.probes.set(id, () => {
        clearTimeout(timer);
        this.probes.delete(id);
        resolve(true);
      });
    });
    try {
      await this.opts.notify(id);
    } catch {
      this.probes.get(id)?.();
      return false;
    }
    return back;
  }

  private scheduleProbe(): void {
    const every = this.opts.probeIntervalMs ?? 30_000;
    if (every <= 0 || this.stopped) return;
    this.probeTimer = setTimeout(() => {
      const client = this.client;
      void this.probe().then((ok) => {
        if (this.stopped || client !== this.client) return;
        if (ok) this.scheduleProbe();
        else this.lost(client, new Error('the probe notification did not come back'));
      });
    }, every);
    this.probeTimer.unref();
  }

  private onNotification(channel: string, payload: string | undefined): void {
    if (channel !== TENANT_CHANNEL || !payload) return;
    if (payload.startsWith(PROBE_PREFIX)) {
      this.probes.get(payload)?.();
      return;
    }
    if (payload.startsWith(FENCE_PREFIX)) {
      // Every announcement committed before the fence was handled before it: answer.
      const fenceId = payload.slice(FENCE_PREFIX.length);
      this.client
        ?.query('select pg_notify($1, $2)', [TENANT_CHANNEL, `${ACK_PREFIX}${fenceId}:${this.id}`])
        .catch(() => undefined);
      return;
    }
    if (payload.startsWith(ACK_PREFIX)) {
      const [fenceId, listenerId] = payload.slice(ACK_PREFIX.length).split(':');
      if (fenceId && listenerId) this.fences.get(fenceId)?.(listenerId);
      return;
    }
    this.opts.cache.invalidate(payload);
  }

  /**
   * Resolves once every process listening on the database has handled the announcements committed
   * before this call (see the file comment). Without a connection of its own it fences through a
   * short-lived one. Never throws: a listener that does not answer within `fenceTimeoutMs` has its
   * connection ended (its process then reads from the database) and a warning is logged.
   */
  async fence(): Promise<void> {
    if (this.stopped) return;
    const own = this.client;
    const client = own ?? new pg.Client({ connectionString: this.opts.databaseUrl });
    try {
      if (!own) {
        client.on('notification', (msg) => this.onNotification(msg.channel, msg.payload));
        await client.connect();
        await client.query(`LISTEN ${TENANT_CHANNEL}`);
      }
      await this.fenceWith(client);
    } catch (err) {
      this.opts.log.warn({ err }, 'tenant cache fence failed');
    } finally {
      if (!own) await client.end().catch(() => undefined);
    }
  }

  private async fenceWith(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ name: string }>(
      `select application_name as name from pg_stat_activity
        where datname = current_database() and application_name like $1`,
      [`${LISTENER_APP_NAME}%`],
    );
    const waiting = new Set(rows.map((r) => r.name.slice(LISTENER_APP_NAME.length)));
    if (waiting.size === 0) return;
    const fenceId = randomBytes(8).toString('hex');
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.opts.fenceTimeoutMs ?? 2_000);
      this.fences.set(fenceId, (listenerId) => {
        waiting.delete(listenerId);
        if (waiting.size > 0) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.opts.notify(`${FENCE_PREFIX}${fenceId}`);
      await done;
    } finally {
      this.fences.delete(fenceId);
    }
    if (waiting.size === 0) return;
    const names = [...waiting].map((id) => `${LISTENER_APP_NAME}${id}`);
    this.opts.log.warn(
      { listeners: names },
      'tenant cache listeners did not answer a fence in time: ending their connections',
    );
    await client
      .query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = any($1)`,
        [names],
      )
      .catch(() => undefined);
  }

  /** Turns the cache off, drops `client` and schedules a new connection (once per client). */
  private lost(client: pg.Client | undefined, err?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearTimeout(this.probeTimer);
    this.opts.cache.setEnabled(false);
    client?.removeAllListeners('end');
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    if (this.stopped) return;
    if (!this.warned) {
      this.warned = true;
      this.opts.log.warn(
        { err: err instanceof Error ? err.message : err },
        'tenant cache off: change announcements do not reach this process; reading tenants and keys from the database',
      );
    }
    const delay = this.retryDelay;
    this.retryDelay = Math.min(delay * 2, this.opts.retryMs?.max ?? 30_000);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
