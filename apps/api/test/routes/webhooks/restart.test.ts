// Deliveries survive an API restart: events queued by one app (one of them taken by a worker that
// then died mid-delivery, its lease still held) are delivered, in order, by a new app built on the
// same database (a PGlite folder, or the same PostgreSQL database).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { createTestApp } from '../../helpers/app.js';
import { call, newCaller, reportOf, session } from '../../helpers/clients.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'pulse-webhook-restart-'));
const dbName = `pulse_wr_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
});

it('delivers what was pending before the restart, in order', { timeout: 240_000 }, async () => {
  let shared: Partial<Config>;
  if (adminUrl) {
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    shared = { databaseUrl: u.toString() };
  } else {
    shared = { pgliteDataDir: join(dir, 'pglite') };
  }
  const secrets = { jwtSecret: randomBytes(32), keyEncryptionKey: randomBytes(32) };
  const receiver = await startReceiver();
  let offsetMs = 0;
  try {
    const first = await createTestApp({ ...shared, ...secrets });
    const alice = await newCaller(first.app, first.config.outboxDir);
    const created = await call(
      first.app,
      'POST',
      '/api/webhooks/endpoints',
      { authorization: `Bearer ${alice.token}` },
      {
        url: receiver.url,
        events: ['report.created'],
      },
    );
    expect(created.statusCode).toBe(201);
    const refs: string[] = [];
    for (const phone of ['+447911123456', '+447911123457']) {
      const res = await call(first.app, 'POST', '/api/phonelookup', session(alice), { phone });
      refs.push(reportOf(res.json()).referenceID);
    }
    // A worker takes the first delivery and the process dies before it is sent.
    const now = new Date();
    const [head] = await first.app.repos.webhooks.heads();
    const claimed = await first.app.repos.webhooks.claim(
      head?.id ?? '',
      now,
      new Date(now.getTime() + 70_000),
    );
    expect(claimed?.id).toBe(head?.id);
    await first.close();
    expect(receiver.received).toHaveLength(0);

    // The new process sees the lease until it runs out, then delivers both, in order.
    const second = await createTestApp(
      { ...shared, ...secrets, jobsWork: true, jobsPollMs: 500 },
      {},
      { clock: () => new Date(Date.now() + offsetMs) },
    );
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.received).toHaveLength(0);
      offsetMs = 71_000;
      // The queue schedules by the database's clock: work its jobs now rather than wait 70 s.
      await second.app.services.webhooks.outbox.drain();
      await receiver.waitFor(2);
      expect(receiver.received.map((r) => JSON.parse(r.body).data.referenceID)).toEqual(refs);
    } finally {
      await second.close();
    }
  } finally {
    await receiver.close();
  }
});
