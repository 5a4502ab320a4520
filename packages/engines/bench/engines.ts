/**
 * In-process throughput of each engine: `pnpm --filter @pulse/engines bench`.
 * IP runs on random public IPv4s with every list of ../shared/data loaded when that folder exists
 * (else on the npm databases alone); email uses an instant fake resolver; no network is used.
 */
import { readFileSync } from 'node:fs';
import type { DnsResolver } from '../src/common/dns.js';
import { createEmailEngine } from '../src/email/index.js';
import { createPhoneEngine } from '../src/phone/index.js';
import * as ipModule from '../src/ip/index.js';
import { createIpEngine, loadAsnCsv, loadCityDb, type IpLists } from '../src/ip/index.js';
import { hasShared, loadIpLists, randomPublicIPv4, SHARED } from './ip-data.js';
import { createBinEngine, createBinTable, parseBinTable } from '../src/bin/index.js';
import { createAddressEngine, loadPlaces, loadPostcodes } from '../src/address/index.js';

const read = (p: string) => readFileSync(`${SHARED}/${p}`, 'utf8');
const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);

function timed<T>(label: string, f: () => T): T {
  const t = performance.now();
  const v = f();
  console.log(`  load ${label}: ${(performance.now() - t).toFixed(0)} ms`);
  return v;
}

/** Runs `fn` over the inputs round-robin for DURATION_MS and returns lookups per second. */
async function bench<I>(name: string, inputs: I[], fn: (i: I) => unknown): Promise<void> {
  for (let i = 0; i < Math.min(inputs.length, 2000); i++) await fn(inputs[i] as I); // warm-up
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < DURATION_MS) {
    for (let k = 0; k < 1000; k++) {
      const r = fn(inputs[n % inputs.length] as I);
      if (r instanceof Promise) await r;
      n++;
    }
    now = performance.now();
  }
  const perSec = Math.round((n * 1000) / (now - start));
  console.log(
    `${name.padEnd(10)} ${perSec.toLocaleString('en-US').padStart(12)} lookups/s  (${n.toLocaleString('en-US')} in ${((now - start) / 1000).toFixed(1)} s)`,
  );
}

console.log(
  `Node ${process.version}; ${DURATION_MS} ms per engine; shared data: ${hasShared ? SHARED : 'absent'}`,
);

// IP
{
  const asnDb = timed('ASN CSV', () => loadAsnCsv());
  const cityDb = timed('city MMDB', () => loadCityDb());
  const lists: IpLists = hasShared ? timed('reputation lists', () => loadIpLists(ipModule)) : {};
  const ip = createIpEngine({ asnDb, cityDb, lists });
  console.log(`  lists loaded: ${JSON.stringify(ip.loaded)}`);
  const ips = Array.from({ length: 100_000 }, randomPublicIPv4);
  await bench('ip', ips, (s) => ip.lookup(s));
}

// Phone
{
  const phone = createPhoneEngine();
  const numbers = [
    '+14155552671',
    '+442071234567',
    '+4520123456',
    '+61412345678',
    '+19003334444',
    '+33142685300',
    '+4915123456789',
    '+818012345678',
    '+5511912345678',
    '+919812345678',
  ];
  await bench('phone', numbers, (n) => phone.lookup(n));
}

// BIN
{
  const table = hasShared
    ? createBinTable(parseBinTable(read('bin/binlist-ranges.csv')).records)
    : null;
  const bin = createBinEngine({ table });
  const bins = [
    '411111',
    '45710046',
    '457100',
    '371241',
    '555555',
    '601100',
    '360218',
    '999999',
    '535316',
    '400000',
  ];
  await bench('bin', bins, (b) => bin.lookup(b));
}

// Email
{
  const instant: DnsResolver = {
    resolveMx: async () => [{ exchange: 'mx.example.net', priority: 10 }],
    resolveTxt: async (h) => (h.startsWith('_dmarc.') ? [['v=DMARC1; p=none']] : [['v=spf1 -all']]),
    reverse: async () => [],
  };
  const email = createEmailEngine({ resolver: instant });
  const addrs = [
    'jane.doe@example.org',
    'admin@company.com',
    'someone@gmail.com',
    'x@mailinator.com',
    'not-an-email',
    'john+tag@sub.domain.co.uk',
  ];
  await bench('email', addrs, (a) => email.lookup(a));
}

// Address
{
  const places = timed('GeoNames places', () => loadPlaces());
  const address = createAddressEngine({ places, postcodes: loadPostcodes() });
  const inputs = [
    { address: '10 Downing Street, London', latitude: 48.8566, longitude: 2.3522 },
    { address: '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA' },
    { address: 'Hauptstraße 5, 10115 Berlin, Germany' },
    { address: 'PO Box 123, Springfield, IL 62701' },
    { address: '5 Rue de Rivoli, Paris', country: 'FR', latitude: 48.85, longitude: 2.35 },
  ];
  await bench('address', inputs, (a) => address.lookup(a));
}
