/**
 * Statements per metered lookup: runs
 * BENCH_LOOKUPS phone lookups in API-key mode, BENCH_CONCURRENCY at a time, against a built API on
 * a fresh PostgreSQL database whose statements are logged (`log_statement = all` on that database
 * only), then counts the statements of that database in the server's log, grouped by their start.
 *
 *   pnpm --filter @pulse/api bench:statements
 *   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a superuser connection;
 *    BENCH_PG_LOG, the server's log file, default Debian's /var/log/postgresql/postgresql-15-main.log;
 *    BENCH_LOOKUPS, default 1280; BENCH_CONCURRENCY, default 32)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { runCli } from '../src/commands/cli.js';
import { admin, demoSession, freshStorage, startApi } from './common.js';

const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const logFile = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const lookups = Number(process.env.BENCH_LOOKUPS ?? 1280);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function main() {
  if (!existsSync(logFile)) throw new Error(`no PostgreSQL log at ${logFile} (set BENCH_PG_LOG)`);
  const storage = await freshStorage(dbUrl);
  const dbName = new URL(storage.databaseUrl ?? '').pathname.slice(1);
  try {
    const seed = await startApi(storage, { BUNDLED_DATA: '0' });
    await new Promise((r) => setTimeout(r, 2000));
    await seed.stop();
    await runCli(['grant-calls', 'demo@pulse-demo.com', 'phoneLookup', String(lookups * 2)], {
      ...process.env,
      ...storage.env,
    });
    await admin(dbUrl, `alter database ${dbName} set log_statement = 'all'`);
    // Background jobs off, so only the calls' own statements are counted.
    const api = await startApi(storage, {
      SEED_DEMO: '0',
      BUNDLED_DATA: '0',
      REQUEST_LOG_PRUNE_MS: '0',
      KEY_EXPIRY_CHECK_MS: '0',
      JOBS_WORK: '0',
    });
    try {
      const demo = await demoSession(api.base);
      await new Promise((r) => setTimeout(r, 1500));
      const from = statSync(logFile).size;
      let sent = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (sent < lookups) {
            sent++;
            const res = await fetch(`${api.base}/api/phonelookup`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                licensekey: demo.apiKey,
                clientid: demo.clientId,
              },
              body: JSON.stringify({ phone: '+14155552671' }),
            });
            await res.text();
            if (!res.ok) throw new Error(`lookup answered ${res.status}`);
          }
        }),
      );
      // The request log's last batch goes out within REQUEST_LOG_FLUSH_MS (1 s).
      await new Promise((r) => setTimeout(r, 2500));
      const text = readFileSync(logFile).subarray(from).toString('utf8');
      const lines = text
        .split('\n')
        .filter((l) => l.includes(`@${dbName} `) && /LOG:\s+(statement|execute)/.test(l));
      const kinds = new Map<string, number>();
      for (const l of lines) {
        const k = l
          .replace(/^.*LOG:\s+(statement|execute [^:]*):\s*/, '')
          .replace(/\s+/g, ' ')
          .slice(0, 80);
        kinds.set(k, (kinds.get(k) ?? 0) + 1);
      }
      console.log(
        `\n${lookups} metered phone lookups, API-key mode, ${concurrency} at a time, PostgreSQL; ${new Date().toISOString()}\n`,
      );
      console.log('| statement (start) | count | per lookup |');
      console.log('| --- | ---: | ---: |');
      for (const [k, v] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 20))
        console.log(`| \`${k.replace(/\|/g, '\\|')}\` | ${v} | ${(v / lookups).toFixed(2)} |`);
      console.log(`| **total** | ${lines.length} | **${(lines.length / lookups).toFixed(2)}** |`);
    } finally {
      await api.stop();
    }
  } finally {
    await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
