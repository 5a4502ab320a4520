// The tenant cache on PostgreSQL (services/tenant-change-listener.ts): two API instances on one
// database each cache a tenant and its License Key, and a change made by the other instance or by
// plain SQL reaches both; a lost listener turns the cache off until it is back. Runs with
// TEST_DATABASE_URL (npm run test:pg); the last test needs no database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantCache } from '../../src/repositories/index.js';
import {
  LISTENER_APP_NAME,
  TenantChangeListener,
} from '../../src/services/tenant-change-listener.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Polls `check` every 10 ms for up to `ms`; @returns how long it took (ms) or throws. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function sqlOn(url: string, text: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

describe.skipIf(!onPostgres)('tenant cache on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let url = '';
  beforeAll(async () => {
    a = await createTestApp();
    url = a.config.databaseUrl ?? '';
    // One deployment: the same secrets, so each instance can read the keys the other stored.
    b = await createTestApp({
      databaseUrl: url,
      keyEncryptionKey: a.config.keyEncryptionKey,
      jwtSecret: a.config.jwtSecret,
    });
    await a.app.ready();
    await b.app.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const newTenant = async (t: TestApp, email: string) =>
    t.app.repos.transaction(async (tx) => {
      const row = await t.app.repos.clients.insert(tx, {
        fullName: 'Cache Test',
        email,
        companyName: 'Acme',
        contactNumber: '+441234567890',
        country: 'GB',
      });
      return { id: row.id, key: await t.app.repos.apiKeys.issue(tx, row.id) };
    });

  it('is on once its probe came back through the pool', () => {
    expect(a.app.repos.tenantCache.enabled).toBe(true);
    expect(b.app.repos.tenantCache.enabled).toBe(true);
  });

  it('refuses a License Key in every instance once another instance rotated it', async () => {
    const tenant = await newTenant(a, 'cache.rotate@acme-corp.com');
    // Both instances accept the key and now hold it in their cache.
    expect((await a.app.repos.apiKeys.findClientByKey(tenant.key))?.id).toBe(tenant.id);
    expect((await b.app.repos.apiKeys.findClientByKey(tenant.key))?.id).toBe(tenant.id);
    const next = await a.app.repos.apiKeys.rotate(tenant.id);
    expect(await a.app.repos.apiKeys.findClientByKey(tenant.key)).toBeUndefined();
    await within(1_000, async () => !(await b.app.repos.apiKeys.findClientByKey(tenant.key)));
    expect((await b.app.repos.apiKeys.findClientByKey(next))?.id).toBe(tenant.id);
    expect(await b.app.repos.apiKeys.currentKey(tenant.id)).toBe(next);
  });

  it('answers a key rotation only once no instance accepts the old key, even one slow to hear of it', async () => {
    const tenant = await newTenant(a, 'cache.fence@acme-corp.com');
    expect((await b.app.repos.apiKeys.findClientByKey(tenant.key))?.id).toBe(tenant.id);
    // b's listener is busy for a moment, as in a process under load: PostgreSQL holds its
    // notifications until the query ends.
    const listener = (b.app.tenantListener as unknown as { client: pg.Client }).client;
    const busy = listener.query('select pg_sleep(0.5)');
    const next = await a.app.repos.apiKeys.rotate(tenant.id);
    // No waiting and no polling: the moment the rotation returned, b refuses the old key.
    expect(await b.app.repos.apiKeys.findClientByKey(tenant.key)).toBeUndefined();
    expect((await b.app.repos.apiKeys.findClientByKey(next))?.id).toBe(tenant.id);
    await busy;
  });

  it('follows a change made by plain SQL, outside any API process', async () => {
    const tenant = await newTenant(a, 'cache.sql@acme-corp.com');
    expect((await b.app.repos.clients.findById(tenant.id))?.ipLookup).toBe(true);
    await sqlOn(url, `update clients set ip_lookup = false where id = '${tenant.id}'`);
    await within(
      1_000,
      async () => (await b.app.repos.clients.findById(tenant.id))?.ipLookup === false,
    );
    await sqlOn(url, `update api_keys set revoked_at = now() where tenant_id = '${tenant.id}'`);
    await within(1_000, async () => !(await b.app.repos.apiKeys.findClientByKey(tenant.key)));
  });

  it('drops a cached session in every instance once another revoked it or SQL changed its member', async () => {
    const tenant = await newTenant(a, 'cache.session@acme-corp.com');
    const member = await a.app.repos.transaction((tx) =>
      a.app.repos.members.insert(tx, {
        tenantId: tenant.id,
        email: 'cache.session.member@acme-corp.com',
        passwordHash: 'x',
        fullName: 'Session Cache',
        role: 'admin',
        emailVerifiedAt: new Date(),
      }),
    );
    const open = () =>
      a.app.repos.sessions.create({
        memberId: member.id,
        tenantId: tenant.id,
        userAgent: null,
        ip: null,
      });
    const first = await open();
    const second = await open();
    // Instance b reads both sessions once: from now on it answers them from its cache.
    expect((await b.app.repos.sessions.findWithMember(first.id))?.member.role).toBe('admin');
    expect((await b.app.repos.sessions.findWithMember(second.id))?.session.revokedAt).toBeNull();

    await a.app.repos.sessions.revoke(member.id, second.id);
    await within(1_000, async () =>
      Boolean((await b.app.repos.sessions.findWithMember(second.id))?.session.revokedAt),
    );
    await sqlOn(url, `update members set role = 'viewer' where id = '${member.id}'`);
    await within(
      1_000,
      async () => (await b.app.repos.sessions.findWithMember(first.id))?.member.role === 'viewer',
    );
    await sqlOn(url, `delete from members where id = '${member.id}'`);
    await within(1_000, async () => !(await b.app.repos.sessions.findWithMember(first.id)));
  });

  it('turns the cache off when its connection is lost, and on again once it is back', async () => {
    const listener = b.app.tenantListener;
    expect(listener).toBeDefined();
    const before = listener?.enabledCount ?? 0;
    const killed = await sqlOn(
      url,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name like '${LISTENER_APP_NAME}%'`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await within(2_000, () => !b.app.repos.tenantCache.enabled || !a.app.repos.tenantCache.enabled);
    await within(5_000, () => b.app.repos.tenantCache.enabled && a.app.repos.tenantCache.enabled);
    expect(listener?.enabledCount).toBeGreaterThan(before);
    // Back on, it still follows changes.
    const tenant = await newTenant(a, 'cache.back@acme-corp.com');
    expect((await b.app.repos.apiKeys.findClientByKey(tenant.key))?.id).toBe(tenant.id);
    await a.app.repos.apiKeys.rotate(tenant.id);
    await within(1_000, async () => !(await b.app.repos.apiKeys.findClientByKey(tenant.key)));
  });
});

describe('TenantChangeListener without announcements', () => {
  it('leaves the cache off when its probe never comes back, and stops cleanly', async () => {
    const switches: boolean[] = [];
    const cache: TenantCache = {
      enabled: false,
      setEnabled: (on) => void switches.push(on),
      invalidate: () => undefined,
      settle: async () => undefined,
      setSettler: () => undefined,
    };
    const warnings: string[] = [];
    const log = { warn: (_: unknown, m: string) => void warnings.push(m), info: () => undefined };
    const listener = new TenantChangeListener({
      // Nothing listens here: the connection itself fails, as with a database that is down.
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      cache,
      notify: async () => undefined,
      log: log as never,
      probeTimeoutMs: 100,
      retryMs: { first: 50, max: 100 },
    });
    await listener.start();
    await new Promise((r) => setTimeout(r, 300));
    await listener.stop();
    expect(switches.every((on) => !on)).toBe(true);
    expect(listener.enabledCount).toBe(0);
    // One warning per outage, not one per retry.
    expect(warnings).toHaveLength(1);
  });
});
