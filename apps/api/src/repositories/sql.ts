/** Helpers for raw SQL through Drizzle: both drivers return `{ rows }` from `db.execute`. */
import type { SQL } from 'drizzle-orm';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { Db } from '../db/index.js';

/** One validator per row schema: schemas are module constants, so this compiles each once. */
const validators = new WeakMap<TObject, Validator>();

function validatorOf(schema: TObject): Validator {
  let found = validators.get(schema);
  if (!found) {
    found = Compile(schema);
    validators.set(schema, found);
  }
  return found;
}

/**
 * A row of a raw query did not have the shape its schema declares: a bug in the query or the
 * schema, so it takes the 500 path (logged by the error handler). The message names the column
 * and what was expected, never the row's values (tenant data).
 */
export class RowShapeError extends Error {
  constructor(
    readonly schemaId: string,
    readonly index: number,
    readonly problems: readonly string[],
  ) {
    super(`row ${index} of a ${schemaId} query does not match its schema: ${problems.join('; ')}`);
    this.name = 'RowShapeError';
  }
}

/**
 * The rows of a raw query, each checked against `schema` (a TypeBox object schema), typed as
 * its `Static` type. Rows are returned as the driver gave them (no copy): declare a column as
 * both drivers return it (see `Numeric`, `Json`) and convert in the caller.
 * @param schema a module-level constant (its compiled check is cached by identity); its `$id`,
 *   when set, names the query in errors
 * @throws RowShapeError on the first row that does not match
 */
export async function rowsOf<S extends TObject>(
  db: Db,
  query: SQL,
  schema: S,
): Promise<Array<Static<S>>> {
  const res = (await db.execute(query)) as unknown as { rows: unknown[] };
  const check = validatorOf(schema);
  for (let i = 0; i < res.rows.length; i++) {
    if (!check.Check(res.rows[i])) {
      // Only the path and the expectation: the validator's errors may carry the value itself.
      const problems = check
        .Errors(res.rows[i])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message}`);
      const id: unknown = Reflect.get(schema, '$id');
      throw new RowShapeError(typeof id === 'string' ? id : 'raw', i, problems);
    }
  }
  // Every row passed the check above: the schema's static type is what they are.
  return res.rows as Array<Static<S>>;
}

/** How many rows a raw statement returned (its `returning` clause), without typing them. */
export async function returnedCount(db: Db, query: SQL): Promise<number> {
  const res = (await db.execute(query)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/**
 * A number either driver may return as text: int8 / numeric (`count(*)`, `sum(…)`, a bigint
 * column) come back as text from node-postgres and as numbers from PGlite. Also for columns the
 * callers already bring through `Number(…)`, so that what they accept stays the same.
 */
export const Numeric = Type.Union([Type.Number(), Type.String()]);

/**
 * A jsonb column: parsed by node-postgres, text on some PGlite paths; the caller parses text
 * (`parsed` in cases.ts). `value` is the shape once parsed.
 */
export const Json = <T extends TSchema>(value: T) => Type.Union([Type.String(), value]);

/** A column that may be null. */
export const Nullable = <T extends TSchema>(value: T) => Type.Union([value, Type.Null()]);

/** A row of one `id` column (a uuid as text). */
export const IdRow = Type.Object({ id: Type.String() }, { $id: 'id' });

/** ISO 8601 UTC text with milliseconds of a timestamptz column, the same on both drivers. */
export const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
