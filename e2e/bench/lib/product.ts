/**
 * The product under measurement: the built apps on the e2e ports with the API on a PostgreSQL
 * database of the benchmark's own (so reports can be bulk-inserted beside it), the demo customer's
 * signed-in browser state, and the few API calls the benchmarks make with that session.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import {
  tenantIdOf,
  dropDatabase,
  recreateDatabase,
  seedReports,
  withDatabase,
} from '../../../apps/api/bench/seed';
import { apiUrl, shellUrl, startProduct, stopAllServers } from '../../support/servers';
import { demoUser, signIn } from '../../support/session';

/** The benchmark's database: dropped and created again at each run, dropped at the end. */
export const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pulse_bench_remotes';

export async function startOnPostgres(): Promise<void> {
  await recreateDatabase(databaseUrl);
  // An API on PostgreSQL refuses to start without its shared secrets. startProduct returns once
  // the API has written the demo customer's history (support/database.ts `demoHistorySeeded`):
  // measuring before that would race the seeding for the CPU, and a lookup could find no calls left.
  await startProduct({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
}

export async function stopAndDrop(): Promise<void> {
  await stopAllServers();
  await dropDatabase(databaseUrl);
}

export type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs the demo customer in through the login form; returns the browser state to reuse. */
export async function signedInState(browser: Browser): Promise<BrowserState> {
  const context = await browser.newContext({ baseURL: shellUrl });
  try {
    await signIn(await context.newPage(), demoUser);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A context already signed in (fresh HTTP cache, the stored session in localStorage). */
export function signedInContext(browser: Browser, state: BrowserState): Promise<BrowserContext> {
  return browser.newContext({ baseURL: shellUrl, storageState: state });
}

/** The dashboard session the shell stored under localStorage `root`, as API headers. */
export function sessionHeaders(state: BrowserState): Record<string, string> {
  const stored = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'root');
  const { user } = JSON.parse(stored?.value ?? '{}') as {
    user?: { token: string; apiKey: string; clientId: string };
  };
  if (!user) throw new Error('no signed-in session in the browser state');
  return {
    authorization: `Bearer ${user.token}`,
    licensekey: user.apiKey,
    clientid: user.clientId,
  };
}

/** Runs one lookup as the dashboard would; returns the referenceID of its report. */
export async function createReport(
  headers: Record<string, string>,
  path: string,
  body: object,
): Promise<string> {
  const response = await fetch(`${apiUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, { report?: { referenceID?: string } }>;
  const id = Object.values(json).find((value) => value?.report?.referenceID)?.report?.referenceID;
  if (!response.ok || !id)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return id;
}

/** The number of reports GET /api/reports counts for the signed-in client (`x-total-count`). */
export async function reportTotal(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${apiUrl}/api/reports?limit=1`, { headers });
  return Number(response.headers.get('x-total-count'));
}

/**
 * Bulk-inserts reports for the demo customer until it has `total` (apps/api/bench/seed.ts, the
 * same SQL as the API's reports benchmark, outcome counters included).
 * @returns how many were inserted, and the time it took in ms
 */
export function seedDemoReportsUpTo(
  total: number,
  prefix: string,
): Promise<{ inserted: number; ms: number }> {
  return withDatabase(databaseUrl, async (db) => {
    const client = await tenantIdOf(db, demoUser.email);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from reports where tenant_id = $1',
      [client],
    );
    const inserted = Math.max(0, total - (rows[0]?.n ?? 0));
    const ms = inserted > 0 ? await seedReports(db, client, inserted, prefix) : 0;
    return { inserted, ms };
  });
}
