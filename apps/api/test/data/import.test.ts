// data:import on the real lists of ../shared/data (skipped with a message when absent): Tor exits,
// VPN and data-centre CIDRs, hosting ASNs and the BIN table; re-import is idempotent and atomic; a
// malformed file is refused with its line number and the previous data stays; a running API picks
// up a re-import without restarting.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportError } from '@pulse/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFiles, runDataImport } from '../../src/commands/data-import.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiKey, newCaller, reportOf, type Caller } from '../helpers/clients.js';
import { SHARED_SKIP_MESSAGE, sharedData } from '../helpers/engines.js';

const data = sharedData();
const p = (rel: string) => join(data ?? '', rel);

describe('data:import arguments', () => {
  it('prints usage and refuses unknown kinds or missing files before opening a database', async () => {
    expect(await runDataImport(['--', 'help'])).toContain(
      'Kinds: ip-vpn, ip-datacenter, ip-proxy, tor, hosting-asn, bin',
    );
    await expect(runDataImport(['geoip', 'x.csv'])).rejects.toThrow('Unknown kind "geoip"');
    await expect(runDataImport(['tor'])).rejects.toThrow('At least one file');
  });
});

(data ? describe : describe.skip)(data ? 'imports of ../shared/data' : SHARED_SKIP_MESSAGE, () => {
  let t: TestApp;
  let c: Caller;
  const tmp = mkdtempSync(join(tmpdir(), 'pulse-import-'));
  const log: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.metering.grant(c.uuid, 'ipLookup', 1000);
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const ipLookup = async (ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/iplookup',
      headers: apiKey(c),
      payload: { ip },
    });
    expect(res.statusCode, res.body).toBe(200);
    return reportOf(res.json()).jsonResponse.results;
  };

  it('imports every IP list and the BIN table, with progress output', async () => {
    const ds = t.app.repos.datasets;
    const tor = await importFiles(ds, 'tor', [p('ip-reputation/tor/tor-exits.csv')], (l) =>
      log.push(l),
    );
    expect(tor).toMatchObject({ kind: 'tor', version: 1, rows: 2277 });
    expect(log.some((l) => /100%/.test(l))).toBe(true);
    const vpn = await importFiles(ds, 'ip-vpn', [
      p('ip-reputation/x4bnet/vpn-ipv4.txt'),
      p('ip-reputation/x4bnet/vpn-ipv6.txt'),
    ]);
    expect(vpn.rows).toBeGreaterThan(10_000);
    const dc = await importFiles(ds, 'ip-datacenter', [
      p('ip-reputation/x4bnet/datacenter-ipv4.txt'),
      p('ip-reputation/x4bnet/datacenter-ipv6.txt'),
    ]);
    expect(dc.rows).toBeGreaterThan(50_000);
    const asn = await importFiles(ds, 'hosting-asn', [p('ip-reputation/bad-asn/bad-asn-list.csv')]);
    expect(asn.rows).toBeGreaterThan(700);
    const bin = await importFiles(ds, 'bin', [p('bin/binlist-ranges.csv')]);
    expect(bin.rows).toBe(5805);
  });

  it('flags a Tor exit through POST /iplookup after the import, and fills the BIN issuer', async () => {
    await t.app.engines.refresh();
    const tor = await ipLookup('204.8.96.141');
    expect(tor.status).toBe('RISKY');
    expect(tor.response.tor).toBe(true);
    expect(tor.reasons).toContain('Address is a Tor exit relay');
    const google = await ipLookup('8.8.8.8');
    expect(google.response).toMatchObject({ tor: false, vpn: false });
    expect(google.message).not.toMatch(/not loaded/);
    const aws = await ipLookup('52.95.110.1');
    expect(aws.response.isHosting).toBe(true);
    expect(aws.status).toBe('SUSPICIOUS');
    await t.app.repos.metering.grant(c.uuid, 'binLookup', 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/binlookup',
      headers: apiKey(c),
      payload: { bin: '341142' },
    });
    expect(reportOf(res.json()).jsonResponse.results.response).toMatchObject({
      scheme: 'amex',
      issuerName: 'AMERICAN EXPRESS',
      country: { alpha2: 'US' },
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(
      health
        .json()
        .details.datasets.map((d: { kind: string }) => d.kind)
        .sort(),
    ).toEqual(['bin', 'hosting-asn', 'ip-datacenter', 'ip-vpn', 'tor']);
  });

  it('re-imports idempotently (same rows, new version)', async () => {
    const again = await importFiles(t.app.repos.datasets, 'tor', [
      p('ip-reputation/tor/tor-exits.csv'),
    ]);
    expect(again).toMatchObject({ version: 2, rows: 2277 });
    expect((await t.app.repos.datasets.cidrs('tor')).length).toBe(2277);
  });

  it('refuses a malformed file with its line number and keeps the previous data', async () => {
    const bad = join(tmp, 'tor-bad.csv');
    writeFileSync(bad, 'fingerprint, ipaddr, port\nAAAA, 1.2.3.4, 443\nBBBB, 999.1.1.1, 443\n');
    const err = await importFiles(t.app.repos.datasets, 'tor', [bad]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).line).toBe(3);
    expect((err as Error).message).toMatch(/tor-bad\.csv.*line 3/);
    const badBin = join(tmp, 'bin-bad.csv');
    writeFileSync(
      badBin,
      'iin_start,iin_end,number_length,number_luhn,scheme,brand,type,prepaid,country,bank_name,bank_logo,bank_url,bank_phone,bank_city\n411111,,,,visa,,debit,maybe,US,,,,,\n',
    );
    await expect(importFiles(t.app.repos.datasets, 'bin', [badBin])).rejects.toThrow(/line 2/);
    const infos = await t.app.repos.datasets.list();
    expect(infos.find((i) => i.kind === 'tor')).toMatchObject({ version: 2, rows: 2277 });
    expect(infos.find((i) => i.kind === 'bin')).toMatchObject({ version: 1, rows: 5805 });
    await t.app.engines.refresh();
    expect((await ipLookup('204.8.96.141')).response.tor).toBe(true);
  });

  it('a running API picks up a re-import through the version poll, without restart', async () => {
    const polled = await createTestApp({ datasetPollMs: 100 });
    try {
      const d = await newCaller(polled.app, polled.config.outboxDir);
      const look = async () => {
        const res = await polled.app.inject({
          method: 'POST',
          url: '/api/iplookup',
          headers: apiKey(d),
          payload: { ip: '1.2.3.4' },
        });
        return reportOf(res.json()).jsonResponse.results;
      };
      expect((await look()).response.tor).toBeNull(); // no Tor list in this database yet
      const one = join(tmp, 'tor-one.txt');
      writeFileSync(one, '# one exit\n1.2.3.4\n');
      // As the CLI would, from "another process": straight into the database.
      await importFiles(polled.app.repos.datasets, 'tor', [one]);
      const deadline = Date.now() + 5000;
      let flagged = false;
      while (!flagged && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 150));
        flagged = (await look()).response.tor === true;
      }
      expect(flagged).toBe(true);
    } finally {
      await polled.close();
    }
  });
});
