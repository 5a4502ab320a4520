// rowsOf (src/repositories/sql.ts): every row of a raw result is checked against its schema; a row
// that does not match fails with the column and the expectation, never the row's values.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.js';
import { Numeric, Nullable, RowShapeError, rowsOf } from '../../src/repositories/sql.js';

/** A Db whose `execute` answers `rows`, as both drivers shape a result. */
const answering = (rows: unknown[]) => ({ execute: async () => ({ rows }) }) as unknown as Db;

const Row = Type.Object(
  { id: Type.String(), n: Numeric, note: Nullable(Type.String()) },
  { $id: 'test row' },
);

describe('rowsOf', () => {
  it('returns the rows as the driver gave them when every row matches', async () => {
    const rows = [
      { id: 'a', n: 1, note: null },
      { id: 'b', n: '12345678901234', note: 'x' },
    ];
    expect(await rowsOf(answering(rows), sql`select 1`, Row)).toBe(rows);
  });

  it('refuses a row that does not match, naming the column but not the value', async () => {
    const secret = 'alice@acme-corp.com';
    const rows = [
      { id: 'a', n: 1, note: null },
      { id: 'b', n: 2, note: { leaked: secret } },
    ];
    const err = await rowsOf(answering(rows), sql`select 1`, Row).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RowShapeError);
    const message = (err as Error).message;
    expect(message).toContain('row 1 of a test row query');
    expect(message).toContain('/note');
    expect(message).not.toContain(secret);
  });

  it('refuses a row missing a column', async () => {
    await expect(rowsOf(answering([{ id: 'a', n: 1 }]), sql`select 1`, Row)).rejects.toThrow(
      RowShapeError,
    );
  });
});
