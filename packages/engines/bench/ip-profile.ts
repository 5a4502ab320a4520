/**
 * Runs the IP engine alone for a while, to be profiled:
 * `node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/ip-profile.ts` (then open the
 * .cpuprofile in Chrome DevTools or summarise it by self time).
 */
import * as ip from '../src/ip/index.js';
import { loadIpLists, randomPublicIPv4 } from './ip-data.js';

const engine = ip.createIpEngine({
  asnDb: ip.loadAsnCsv(),
  cityDb: ip.loadCityDb(),
  lists: loadIpLists(ip),
});
const ips = Array.from({ length: 100_000 }, () => randomPublicIPv4());
const durationMs = Number(process.env.BENCH_MS ?? 5000);
let n = 0;
const start = performance.now();
while (performance.now() - start < durationMs) {
  for (let k = 0; k < 1000; k++) await engine.lookup(ips[n++ % ips.length] as string);
}
console.log(`${Math.round((n * 1000) / (performance.now() - start))} lookups/s`);
