/**
 * The database of the API under test: PGlite in the API's state folder by default, or a
 * PostgreSQL database of the product's own when the run asks for one (PULSE_E2E_DATABASE, which
 * `.ci/run` sets when the machine's PostgreSQL answers). On PGlite, a WASM build of PostgreSQL in
 * the API's own process, the API used two thirds more CPU for the same specs: about 9 % of
 * the browser runs' CPU, PostgreSQL's own time deducted (docs/benchmarks.md, "CI time").
 *
 * The choice is made once, when the product starts, and written into its state folder, so every
 * process of the run (Playwright's workers, the operator commands a spec runs) reaches the
 * database the API got.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminQuery, dropDatabase, withDatabase } from '../../apps/api/test/helpers/postgres';

/** The server PULSE_E2E_DATABASE=postgres means: the machine's own, as `npm run test:pg` uses. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A product's PostgreSQL database, as written into its state folder. */
interface ProductDatabase {
  /** Connection string of the server's maintenance database, for `create` and `drop`. */
  server: string;
  name: string;
  /** What the API and the operator commands get: the database and the secrets the API requires on it. */
  env: { DATABASE_URL: string; JWT_SECRET: string; KEY_ENCRYPTION_KEY: string };
}

const recordOf = (stateDir: string) => path.join(stateDir, 'database.json');

/**
 * The PostgreSQL server the run asks for, or undefined for PGlite.
 * @param env the run's environment: PULSE_E2E_DATABASE unset or `pglite` for PGlite, `postgres`
 *   for the machine's own server, or a postgres:// URL of another server's maintenance database
 * @throws Error for any other value
 */
export function requestedServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const asked = env.PULSE_E2E_DATABASE?.trim() ?? '';
  if (asked === '' || asked === 'pglite') return undefined;
  if (asked === 'postgres') return LOCAL_SERVER;
  if (/^postgres(ql)?:\/\//.test(asked)) return asked;
  throw new Error(
    `PULSE_E2E_DATABASE=${asked}: expected pglite, postgres or a postgres:// URL of the server`,
  );
}

/**
 * Gives the product starting with state folder `stateDir` a fresh PostgreSQL database when the
 * run asks for one: `name` is dropped (a previous run's, whatever it left) and created again, and
 * recorded with new secrets in the state folder. Does nothing on PGlite: the state folder, emptied
 * by the caller, is the database.
 * @param name a database name of this product's own, unique on the server among products running
 *   at the same time
 * @throws Error when PostgreSQL was asked for and does not answer (the run must not silently fall
 *   back to PGlite), or for an invalid PULSE_E2E_DATABASE
 */
export async function createProductDatabase(stateDir: string, name: string): Promise<void> {
  const server = requestedServer();
  if (!server) return;
  try {
    await dropDatabase(server, name);
    await adminQuery(server, `create database ${name}`);
  } catch (err) {
    throw new Error(
      `PULSE_E2E_DATABASE asks for PostgreSQL at ${new URL(server).host}, which refused the ` +
        `database ${name} (${(err as Error).message}): start it, or unset PULSE_E2E_DATABASE for PGlite`,
    );
  }
  const database: ProductDatabase = {
    server,
    name,
    // An API on PostgreSQL refuses to start without them (apps/api/src/config.ts); new ones for
    // each database, as PGlite's state folder gets new generated ones.
    env: {
      DATABASE_URL: withDatabase(server, name),
      JWT_SECRET: randomBytes(32).toString('hex'),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
  };
  writeFileSync(recordOf(stateDir), JSON.stringify(database), { mode: 0o600 });
}

function productDatabase(stateDir: string): ProductDatabase | undefined {
  const record = recordOf(stateDir);
  return existsSync(record)
    ? (JSON.parse(readFileSync(record, 'utf8')) as ProductDatabase)
    : undefined;
}

/**
 * The environment that puts the API or an operator command of the product with state folder
 * `stateDir` on its database: the PostgreSQL database {@link createProductDatabase} recorded, or
 * PGlite in the state folder (an empty DATABASE_URL, so one in the runner's own environment
 * reaches neither).
 */
export function productDatabaseEnv(stateDir: string): NodeJS.ProcessEnv {
  return productDatabase(stateDir)?.env ?? { DATABASE_URL: '' };
}

/**
 * Drops the PostgreSQL database of the product with state folder `stateDir`, if it has one, once
 * its API has stopped: the next steps of a CI run share the server. PGlite's folder stays, as the
 * state folder does.
 * @throws Error when the server cannot be reached
 */
export async function dropProductDatabase(stateDir: string): Promise<void> {
  const database = productDatabase(stateDir);
  if (database) await dropDatabase(database.server, database.name);
}

/**
 * Waits until the API on the fresh PostgreSQL database `databaseUrl` has written the demo
 * customer's history: in the background after start, in one transaction, the database's first
 * reports. On PGlite the API's one connection makes every request wait for that transaction; on
 * PostgreSQL a request reads beside it, and the first specs would see the demo month still empty.
 * @param timeoutMs how long to wait, ms
 * @throws Error when the history is not there in time, or the database cannot be reached
 */
export async function demoHistorySeeded(databaseUrl: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await adminQuery<{ seeded: boolean }>(
      databaseUrl,
      'select exists (select 1 from reports) as seeded',
    );
    if (row?.seeded) return;
    if (Date.now() > until) throw new Error('the API did not seed the demo history in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
