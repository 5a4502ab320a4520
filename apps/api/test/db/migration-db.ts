// A database migrated step by step, for the tests of a migration on a database that already holds
// rows: PGlite, or PostgreSQL when TEST_DATABASE_URL is set (a database created here and dropped on
// close).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/index.js';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A migrations folder holding the migrations up to and including `lastIdx`. */
export function foldersUpTo(lastIdx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const entries = journal.entries.filter((e) => e.idx <= lastIdx);
  for (const e of entries)
    copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Migrates `conn` up to and including migration `lastIdx`, from a folder removed afterwards. */
export async function migrateUpTo(conn: Conn, lastIdx: number): Promise<void> {
  const folder = foldersUpTo(lastIdx);
  try {
    await conn.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface Conn {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function open(): Promise<Conn> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client });
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `pulse_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
