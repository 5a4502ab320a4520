import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/commands/cli.js';
import { openDatabase } from '../src/db/index.js';
import { createRepositories } from '../src/repositories/index.js';

describe('operator CLI', () => {
  it('prints usage and refuses bad arguments before touching the database', async () => {
    expect(await runCli(['--', 'help'])).toContain('set-service <email> <service> on|off');
    await expect(runCli(['frobnicate'])).rejects.toThrow('Unknown command');
    await expect(runCli(['set-service', 'a@acme-corp.com', 'teleport', 'on'])).rejects.toThrow(
      'Unknown service',
    );
    await expect(runCli(['set-service', 'a@acme-corp.com', 'ipLookup', 'maybe'])).rejects.toThrow(
      'on or off',
    );
  });
});

describe('operator CLI on a database', () => {
  it('refuses bad catalog and grant arguments', async () => {
    await expect(runCli(['catalog', 'set', 'ipLookup', 'price', '1'])).rejects.toThrow(
      'Unknown catalog field',
    );
    await expect(runCli(['catalog', 'set', 'ipLookup', 'costPerCallCents', '0.5'])).rejects.toThrow(
      'whole number',
    );
    await expect(runCli(['catalog', 'drop'])).rejects.toThrow('"list" or "set"');
    await expect(runCli(['grant-calls', 'a@acme-corp.com', 'ipLookup', '-3'])).rejects.toThrow(
      'whole number',
    );
  });

  // Eight commands and opens of the embedded database, ~1 s of CPU each: 9 s on a quiet machine,
  // 62 s once when CI shared the machine with another full run. The bound catches a hang, not speed.
  it('lists and edits the catalog and grants paid calls', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'pulse-cli-'));
    const admin = process.env.TEST_DATABASE_URL;
    const dbName = `pulse_t_${randomBytes(6).toString('hex')}`;
    const env: NodeJS.ProcessEnv = {
      PULSE_STATE_DIR: stateDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const q = async (sql: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    if (admin) {
      await q(`create database ${dbName}`);
      const u = new URL(admin);
      u.pathname = `/${dbName}`;
      env.DATABASE_URL = u.toString();
    }
    try {
      const list = await runCli(['catalog', 'list'], env);
      expect(list).toMatch(/ipLookup\s+IP Lookup\s+email_ip_phone\s+100\s+1\s+500/);
      expect(list).toMatch(/fraudEngine\s+Fraud Engine\s+-\s+0\s+50\s+none/);
      expect(await runCli(['catalog', 'set', 'ipLookup', 'costPerCallCents', '2'], env)).toBe(
        'ipLookup.costPerCallCents = 2',
      );
      expect(await runCli(['catalog', 'list'], env)).toMatch(
        /ipLookup\s+IP Lookup\s+email_ip_phone\s+100\s+2\s+500/,
      );
      await expect(
        runCli(['grant-calls', 'nobody@acme-corp.com', 'ipLookup', '5'], env),
      ).rejects.toThrow('No client');

      const config = { pgliteDataDir: join(stateDir, 'pglite'), databaseUrl: env.DATABASE_URL };
      let db = await openDatabase(config);
      const repos = createRepositories(db.db, Buffer.from(env.KEY_ENCRYPTION_KEY ?? '', 'hex'));
      const client = await repos.transaction(async (tx) => {
        const row = await repos.clients.insert(tx, {
          fullName: 'Ops',
          email: 'ops@acme-corp.com',
          companyName: 'Acme',
          contactNumber: '+441234567890',
          country: 'GB',
        });
        // Operator commands name a client by a member's sign-in address.
        await repos.members.insert(tx, {
          id: row.id,
          tenantId: row.id,
          email: 'ops@acme-corp.com',
          passwordHash: 'x',
          fullName: 'Ops',
          role: 'owner',
        });
        return row;
      });
      await db.close();
      expect(await runCli(['grant-calls', 'ops@acme-corp.com', 'ipLookup', '250'], env)).toContain(
        '250 paid calls available',
      );
      expect(await runCli(['grant-calls', 'ops@acme-corp.com', 'ipLookup', '50'], env)).toContain(
        '300 paid calls available',
      );
      db = await openDatabase(config);
      expect(
        (await createRepositories(db.db, Buffer.alloc(32)).metering.balances(client.id)).get(
          'ipLookup',
        ),
      ).toBe(300);
      await db.close();
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
      if (admin) await q(`drop database if exists ${dbName} with (force)`);
    }
  }, 180_000);
});
