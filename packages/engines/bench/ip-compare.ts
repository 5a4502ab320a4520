/**
 * IP engine throughput, old against new in one run:
 * `pnpm --filter @pulse/engines bench:ip -- [--old-ref <git ref>] [--rounds 7] [--ms 2000]`.
 * The engine sources at the git ref (default `main`) are extracted beside this package, and each
 * engine runs in a process of its own (as in the API, so neither runs on code the other's types
 * made polymorphic), on the same data: the npm city and ASN databases, every list of
 * ../shared/data, the same 100,000 random public IPv4s. Both first answer every address of the
 * sample, and the answers must be identical. Then the runs alternate (old, new, new, old, ...) so
 * that the load of a shared machine hits both alike, and the medians are reported.
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import type * as IpModule from '../src/ip/index.js';
import { hasShared, loadIpLists, randomPublicIPv4 } from './ip-data.js';

const { values } = parseArgs({
  // `pnpm bench:ip -- --rounds 3` passes the `--` through.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    'old-ref': { type: 'string', default: 'main' },
    rounds: { type: 'string', default: '7' },
    ms: { type: 'string', default: '2000' },
    child: { type: 'string' },
  },
});
const pkg = fileURLToPath(new URL('..', import.meta.url));
const work = `${pkg}node_modules/.cache/ip-bench`;
const samplePath = `${work}/sample.json`;
// Special cases beside the random sample: bogons, IPv6, IPv4-mapped, malformed input.
const EXTRA = ['10.0.0.1', '::1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '1.1.1.1', 'nope', ''];

type Message = { run: number } | { quit: true };

if (values.child) {
  // One engine: `old` from the extracted sources, `new` from this package's.
  const mod = (await import(
    values.child === 'old'
      ? pathToFileURL(`${work}/old/src/ip/index.ts`).href
      : '../src/ip/index.js'
  )) as typeof IpModule;
  const engine = mod.createIpEngine({
    asnDb: mod.loadAsnCsv(),
    cityDb: mod.loadCityDb(),
    lists: loadIpLists(mod),
  });
  const ips = JSON.parse(readFileSync(samplePath, 'utf8')) as string[];
  const answers: string[] = [];
  for (const ip of [...ips, ...EXTRA]) answers.push(JSON.stringify(await engine.lookup(ip)));
  writeFileSync(`${work}/answers-${values.child}.jsonl`, `${answers.join('\n')}\n`);
  const run = async (durationMs: number): Promise<number> => {
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
  };
  await run(1000); // warm-up
  process.on('message', (message: Message) => {
    if ('quit' in message) process.exit(0);
    void run(message.run).then((perSec) => process.send?.({ perSec }));
  });
  process.send?.({ ready: true });
} else {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(`${work}/old`, { recursive: true });
  // The old sources live under this package's node_modules, so their imports resolve to its packages.
  execSync(`git archive ${values['old-ref']} src | tar -x -C ${work}/old`, { cwd: pkg });
  const oldCommit = execSync(`git rev-parse --short ${values['old-ref']}`, { cwd: pkg })
    .toString()
    .trim();
  writeFileSync(
    samplePath,
    JSON.stringify(Array.from({ length: 100_000 }, () => randomPublicIPv4())),
  );
  const rounds = Number(values.rounds);
  const durationMs = Number(values.ms);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');

  const start = (name: 'old' | 'new'): Promise<ChildProcess> =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['--child', name], {
        execArgv: ['--import', 'tsx'],
      });
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`${name} engine exited with ${code}`)));
    });
  // One after the other: loading the databases takes most of a core and much memory.
  const children = { old: await start('old'), new: await start('new') };

  const oldAnswers = createInterface({ input: createReadStream(`${work}/answers-old.jsonl`) });
  const newLines = readFileSync(`${work}/answers-new.jsonl`, 'utf8').split('\n');
  let compared = 0;
  let differing = 0;
  for await (const line of oldAnswers) {
    const other = newLines[compared++] ?? '';
    if (!isDeepStrictEqual(JSON.parse(line), JSON.parse(other || 'null'))) {
      if (differing++ < 3) console.log(`different answer:\n  old ${line}\n  new ${other}`);
    }
  }
  console.log(`answers compared: ${compared}, different: ${differing}`);

  const round = (name: 'old' | 'new'): Promise<number> =>
    new Promise((resolve) => {
      children[name].once('message', (m: { perSec: number }) => resolve(m.perSec));
      children[name].send({ run: durationMs } satisfies Message);
    });
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
  };
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

  console.log(
    `Node ${process.version}; old = ${oldCommit}; ${rounds} rounds × ${durationMs} ms each; lists: ${hasShared ? 'shared data' : 'none'}; load average at start ${load()}`,
  );
  const results: Record<'old' | 'new', number[]> = { old: [], new: [] };
  for (let r = 0; r < rounds; r++) {
    const order: Array<'old' | 'new'> = r % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const name of order) results[name].push(await round(name));
    console.log(
      `round ${r + 1}: old ${fmt(results.old[r] as number)}/s, new ${fmt(results.new[r] as number)}/s (load ${loadavg()[0]?.toFixed(2)})`,
    );
  }
  const [mo, mn] = [median(results.old), median(results.new)];
  console.log(
    `median lookups/s: old ${fmt(mo)}, new ${fmt(mn)} (${(((mn - mo) / mo) * 100).toFixed(1)} %); load average at end ${load()}`,
  );
  for (const child of Object.values(children)) {
    child.removeAllListeners('exit');
    child.send({ quit: true } satisfies Message);
  }
  rmSync(work, { recursive: true, force: true });
  if (differing > 0 || compared !== newLines.length - 1) process.exitCode = 1;
}
