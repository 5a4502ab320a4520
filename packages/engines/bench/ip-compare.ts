/**
 * IP engine throughput, old against new in one process:
 * `pnpm --filter @pulse/engines bench:ip -- [--old-ref <git ref>] [--rounds 7] [--ms 2000]`.
 * The engine sources at the git ref (default `main`) are extracted beside this package and both
 * engines are built on the same data (npm city and ASN databases, every list of ../shared/data).
 * Runs alternate (old, new, new, old, ...) so that the load of a shared machine hits both alike;
 * the medians are reported, and the two engines' answers are compared over the whole sample first.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import type * as IpModule from '../src/ip/index.js';
import { hasShared, loadIpLists, randomPublicIPv4 } from './ip-data.js';

const { values } = parseArgs({
  options: {
    'old-ref': { type: 'string', default: 'main' },
    rounds: { type: 'string', default: '7' },
    ms: { type: 'string', default: '2000' },
  },
});
const rounds = Number(values.rounds);
const durationMs = Number(values.ms);
const pkg = fileURLToPath(new URL('..', import.meta.url));
const oldDir = `${pkg}node_modules/.cache/ip-bench-old`;

// The old sources live under this package's node_modules, so their imports resolve to its packages.
rmSync(oldDir, { recursive: true, force: true });
mkdirSync(oldDir, { recursive: true });
execSync(`git archive ${values['old-ref']} src | tar -x -C ${oldDir}`, { cwd: pkg });
const oldCommit = execSync(`git rev-parse --short ${values['old-ref']}`, { cwd: pkg })
  .toString()
  .trim();

type Engine = ReturnType<typeof IpModule.createIpEngine>;
async function build(mod: typeof IpModule): Promise<Engine> {
  return mod.createIpEngine({
    asnDb: mod.loadAsnCsv(),
    cityDb: mod.loadCityDb(),
    lists: loadIpLists(mod),
  });
}

const oldMod = (await import(pathToFileURL(`${oldDir}/src/ip/index.ts`).href)) as typeof IpModule;
const newMod = (await import('../src/ip/index.js')) as typeof IpModule;
const engines = { old: await build(oldMod), new: await build(newMod) };

const ips = Array.from({ length: 100_000 }, () => randomPublicIPv4());
// Special cases beside the random sample: bogons, IPv6, IPv4-mapped, malformed input.
const extra = ['10.0.0.1', '::1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '1.1.1.1', 'nope', ''];

let differing = 0;
for (const s of [...ips, ...extra]) {
  const [a, b] = [await engines.old.lookup(s), await engines.new.lookup(s)];
  if (!isDeepStrictEqual(a, b)) {
    if (differing++ < 3) console.log('different answer', s, JSON.stringify(a), JSON.stringify(b));
  }
}
console.log(`answers compared: ${ips.length + extra.length}, different: ${differing}`);

/** Lookups per second of `engine` over the sample for `durationMs`. */
async function run(engine: Engine): Promise<number> {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    for (let k = 0; k < 1000; k++) {
      await engine.lookup(ips[n % ips.length] as string);
      n++;
    }
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(
  `Node ${process.version}; old = ${oldCommit}; ${rounds} rounds × ${durationMs} ms each; lists: ${hasShared ? 'shared data' : 'none'}; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const engine of Object.values(engines)) await run(engine); // warm-up
const results: Record<'old' | 'new', number[]> = { old: [], new: [] };
for (let r = 0; r < rounds; r++) {
  const order: Array<'old' | 'new'> = r % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
  for (const name of order) results[name].push(await run(engines[name]));
  console.log(
    `round ${r + 1}: old ${fmt(results.old[r] as number)}/s, new ${fmt(results.new[r] as number)}/s (load ${loadavg()[0]?.toFixed(2)})`,
  );
}
const [mo, mn] = [median(results.old), median(results.new)];
console.log(
  `median lookups/s: old ${fmt(mo)}, new ${fmt(mn)} (${(((mn - mo) / mo) * 100).toFixed(1)} %); load average at end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
rmSync(oldDir, { recursive: true, force: true });
if (differing > 0) process.exitCode = 1;
