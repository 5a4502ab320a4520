// A PostgreSQL connection cut while the pool has lent it out (between two statements of a
// transaction) fails that transaction, not the process, and the pool serves the next statement on
// a fresh connection. Runs on PostgreSQL only (TEST_DATABASE_URL, a database created and dropped
// here): PGlite has no connections to cut.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/index.js';
import { adminQuery, withDatabase } from '../helpers/app.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const admin = (text: string, params?: unknown[]) => adminQuery(adminUrl, text, params);

describe.skipIf(!adminUrl)('PostgreSQL pool: a connection cut mid-transaction', () => {
  const name = `pulse_p_${randomBytes(6).toString('hex')}`;
  let database: Database;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    database = await openDatabase({
      databaseUrl: withDatabase(adminUrl, name),
      pgliteDataDir: 'memory://',
    });
  });

  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('fails the transaction, keeps the process, and the next statement succeeds', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const rows = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: Array<{ pid: number }>;
          };
          // The server ends this backend while the transaction waits between two statements,
          // as a PostgreSQL shutdown or restart does.
          await admin('select pg_terminate_backend($1)', [rows.rows[0]?.pid]);
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(uncaught).toEqual([]);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
