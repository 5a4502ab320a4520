/**
 * Auth benchmark: starts the API (see common.ts) on a fresh PGlite state folder, or on a fresh
 * database next to DATABASE_URL when given; logs in as the seeded demo customer; then runs
 * autocannon at 50 connections for ~10 s each against GET /api/user-data/profile, GET /api/health
 * (one `select 1`, the floor of a request that touches the database) and POST /api/auth/login.
 * Prints markdown table rows.
 *
 *   pnpm --filter @pulse/api bench:auth
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @pulse/api bench:auth
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_API_NODE_ARGS.
 */
import { DEMO, demoSession, freshStorage, run, startApi, tableHeader, tableRow } from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const storage = await freshStorage(process.env.DATABASE_URL);
  try {
    const api = await startApi(storage);
    try {
      const { token } = await demoSession(api.base);
      const profile = {
        url: `${api.base}/api/user-data/profile`,
        headers: { authorization: `Bearer ${token}` },
      };
      // Short warm-up so JIT and connection pools are ready.
      await run({ ...profile, connections: 10, duration: 2 });

      // Profile first: logins abandoned when autocannon stops keep the scrypt thread pool busy for
      // seconds, which would be measured as profile latency.
      const profileResult = await run({ ...profile, connections, duration: seconds });
      const healthResult = await run({
        url: `${api.base}/api/health`,
        connections,
        duration: seconds,
      });
      const loginResult = await run({
        url: `${api.base}/api/auth/login`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });

      console.log(
        `\nPulse API auth benchmark (${api.built ? 'dist' : 'tsx'}, ${storage.name}, ${seconds} s per row)\n`,
      );
      tableHeader();
      console.log(tableRow('GET /api/user-data/profile', storage.name, connections, profileResult));
      console.log(
        tableRow('GET /api/health (floor: select 1)', storage.name, connections, healthResult),
      );
      console.log(tableRow('POST /api/auth/login', storage.name, connections, loginResult));
    } finally {
      await api.stop();
    }
  } finally {
    await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
