/**
 * First start with the bundled lists:
 *
 * 1. a start on an empty state folder (real PGlite folder): time until the API is built (it listens
 *    from then on) and until the bundled import is done and an AML screening answers;
 * 2. a start on the same, now filled, folder;
 * 3. the AML bench of @pulse/engines (quality and latency) on the bundled lists, decompressed.
 *
 *   pnpm --filter @pulse/api bench:first-start
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { readBundled } from '../src/datasets/bundled.js';
import { root } from './common.js';

const dir = mkdtempSync(join(tmpdir(), 'pulse-first-start-'));
const env = { PULSE_STATE_DIR: dir, SEED_DEMO: '0', ENGINES_PRELOAD: '0', LOG_LEVEL: 'warn' };

async function start(label: string): Promise<void> {
  const t0 = performance.now();
  const app = await buildApp(loadConfig(env));
  const built = performance.now() - t0;
  const imported = (await app.bundledImport) ?? 0;
  const importedAt = performance.now() - t0;
  const aml = await app.engines.aml();
  const r = aml.screenPerson({ firstName: 'Vladimir', lastName: 'Putin', mode: '2' });
  const answered = performance.now() - t0;
  console.log(
    `${label}: listening after ${(built / 1000).toFixed(1)} s; ${imported} lists imported after ${(
      importedAt / 1000
    ).toFixed(
      1,
    )} s; first AML screening (${r.length} matches) after ${(answered / 1000).toFixed(1)} s`,
  );
  await app.close();
}

try {
  await start('empty state folder');
  await start('filled state folder');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const lists = mkdtempSync(join(tmpdir(), 'pulse-bundled-lists-'));
try {
  mkdirSync(join(lists, 'ofac'));
  mkdirSync(join(lists, 'un'));
  for (const f of ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'])
    writeFileSync(join(lists, 'ofac', f), readBundled(f));
  for (const f of ['cons_prim.csv', 'cons_alt.csv', 'cons_add.csv', 'cons_comments.csv'])
    writeFileSync(join(lists, 'ofac', f), readBundled(f));
  writeFileSync(join(lists, 'un', 'UN_consolidated.xml'), readBundled('un-consolidated.xml'));
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/aml.ts', lists], {
    cwd: join(root, '../../packages/engines'),
    stdio: 'inherit',
  });
} finally {
  rmSync(lists, { recursive: true, force: true });
}
