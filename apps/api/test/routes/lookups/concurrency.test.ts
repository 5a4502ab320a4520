// Atomic consumption: N concurrent lookups against M remaining calls succeed exactly
// min(N, M) times — in one process (PGlite and PostgreSQL) and across two API processes sharing one
// PostgreSQL database (PG suite only).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/index.js';
import { createRepositories } from '../../../src/repositories/index.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, must, newCaller } from '../../helpers/clients.js';
import { apiArgs } from '../../helpers/processes.js';

const month = () => new Date().toISOString().slice(0, 7);

describe('in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('50 concurrent lookups against 20 remaining calls (10 free + 10 paid) succeed exactly 20 times', async () => {
    const c = await newCaller(t.app, t.config.outboxDir);
    // 90 of the 100 free phone calls of this month are already used.
    for (let i = 0; i < 90; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/phonelookup',
        headers: apiKey(c),
        payload: { phone: '+447911123456' },
      });
      expect(r.statusCode).toBe(200);
    }
    await t.app.repos.metering.grant(c.uuid, 'phoneLookup', 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/phonelookup',
          headers: apiKey(c),
          payload: { phone: '+14155552671' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(20);
    expect(codes.filter((s) => s === 402)).toHaveLength(30);
    expect(await t.app.repos.reports.total(c.uuid, {})).toBe(110);
    expect((await t.app.repos.metering.usage(c.uuid, month())).get('phoneLookup')).toEqual({
      freeUsed: 100,
      paidUsed: 10,
      paidCostCents: 30,
    });
    expect((await t.app.repos.metering.balances(c.uuid)).get('phoneLookup')).toBe(0);
  });
});

describe('recordBatch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('grants calls in order across the free/paid boundary and counts each status once', async () => {
    const c = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.catalog.set('binLookup', 'freeCallsPerMonth', 2);
    try {
      await t.app.repos.metering.grant(c.uuid, 'binLookup', 1);
      const at = new Date();
      const statuses = ['VERIFIED', 'DECLINED', 'VERIFIED', 'RISKY', 'VERIFIED'];
      const pools = await t.app.repos.metering.recordBatch(
        statuses.map((status, i) => ({
          referenceId: `rpt_batchtest${i}${'a'.repeat(14)}`,
          tenantId: c.uuid,
          service: 'binLookup',
          requestType: 'api' as const,
          status,
          apiKeyUsed: 'pk_live_x…y',
          inputRequest: { bin: '411111' },
          result: { status },
          requestDateTime: at,
        })),
      );
      expect(pools.map((g) => g?.pool ?? null)).toEqual(['free', 'free', 'paid', null, null]);
      // Calls left after each granted call: 2 free + 1 paid before the batch.
      expect(pools.map((g) => g?.callsLeft ?? null)).toEqual([2, 1, 0, null, null]);
      expect(await t.app.repos.reports.total(c.uuid, {})).toBe(3);
      const counts = await t.app.repos.reports.outcomeCounts(c.uuid, at.toISOString().slice(0, 7));
      expect(counts.map(({ day: _day, ...tiles }) => tiles)).toEqual([
        { verified: 2, declined: 1, suspicious: 0, risky: 0 },
      ]);
      expect((await t.app.repos.metering.usage(c.uuid, month())).get('binLookup')).toEqual({
        freeUsed: 2,
        paidUsed: 1,
        paidCostCents: 1,
      });
      expect(await t.app.repos.metering.recordBatch([])).toEqual([]);
    } finally {
      await t.app.repos.catalog.set('binLookup', 'freeCallsPerMonth', 500);
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

(adminUrl ? describe : describe.skip)('across two API processes on one PostgreSQL', () => {
  const dbName = `pulse_t_${randomBytes(6).toString('hex')}`;
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-2proc-'));
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  let url = '';

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl ?? '');
    u.pathname = `/${dbName}`;
    url = u.toString();
    const env = {
      ...process.env,
      DATABASE_URL: url,
      PULSE_STATE_DIR: stateDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: '0',
      ENGINES_PRELOAD: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      const child = spawn(process.execPath, apiArgs('server'), {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
    }
    const deadline = Date.now() + 180_000;
    for (const port of ports) {
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`API on port ${port} did not start`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    (globalThis as { __keyHex?: string }).__keyHex = env.KEY_ENCRYPTION_KEY;
  }, 240_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    rmSync(stateDir, { recursive: true, force: true });
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('50 concurrent lookups spread over both processes against 20 remaining calls succeed exactly 20 times', async () => {
    const keyHex = must((globalThis as { __keyHex?: string }).__keyHex, 'key');
    const database = await openDatabase({
      databaseUrl: url,
      pgliteDataDir: 'memory://',
      poolMax: 2,
    });
    let key = '';
    let clientId = '';
    let uuid = '';
    const repos = createRepositories(database.db, Buffer.from(keyHex, 'hex'));
    try {
      const client = await repos.transaction(async (tx) => {
        const row = await repos.clients.insert(tx, {
          fullName: 'Two Proc',
          email: `two.proc.${Date.now()}@acme-corp.com`,
          companyName: 'Acme',
          contactNumber: '+441234567890',
          country: 'GB',
        });
        key = await repos.apiKeys.issue(tx, row.id);
        return row;
      });
      clientId = client.clientId;
      uuid = client.id;
      await repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 5);
      await repos.metering.grant(uuid, 'phoneLookup', 15);

      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`http://127.0.0.1:${ports[i % 2]}/api/phonelookup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', licensekey: key, clientid: clientId },
            body: JSON.stringify({ phone: '+14155552671' }),
          }).then((r) => r.status),
        ),
      );
      expect(results.filter((s) => s === 200)).toHaveLength(20);
      expect(results.filter((s) => s === 402)).toHaveLength(30);
      expect(await repos.reports.total(uuid, {})).toBe(20);
      const counted = (await database.db.execute(
        `select count(*)::int as n from reports where tenant_id = '${uuid}'` as never,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(Number(counted.rows[0]?.n)).toBe(20);
      expect((await repos.metering.usage(uuid, month())).get('phoneLookup')).toEqual({
        freeUsed: 5,
        paidUsed: 15,
        paidCostCents: 45,
      });
      expect((await repos.metering.balances(uuid)).get('phoneLookup')).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
