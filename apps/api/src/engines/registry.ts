/**
 * The engines of one API process (docs/architecture.md §6), built lazily:
 *
 * - email: real DNS with short timeouts (`dnsTimeoutMs`), or an injected engine (tests: fake resolver);
 * - phone: libphonenumber, cheap to build;
 * - ip: the city DB + ASN table (static-data.ts, loaded once per process) + the Tor / VPN / proxy /
 *   data-centre / hosting-ASN lists imported into the database;
 * - bin: card networks + the BIN table imported into the database;
 * - address: GeoNames places + postcode centroids;
 * - aml: the sanctions / PEP lists imported into the database (`sanction_lists`), held in an
 *   AmlIndexHolder; a source whose version changed is swapped in with `replaceDataset` (a removed
 *   one with `withoutSource`), so a re-import is picked up within `pollMs`.
 *
 * Imported lists are read from the database at the first lookup that needs them, then `refresh()`
 * (every `pollMs`, timer unref'd) compares the versions of the `datasets` table with the loaded
 * ones and reloads a kind whose version changed, rebuilding the engine it feeds: a running API picks
 * up a re-import within `pollMs` without restarting. Engines passed in `overrides` are used as they
 * are (tests), and never rebuilt.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  createAddressEngine,
  createBinEngine,
  createBinTable,
  createDnsResolver,
  createEmailEngine,
  createIpEngine,
  createPhoneEngine,
  type AddressEngine,
  type BinEngine,
  type EmailEngine,
  type IpEngine,
  type IpLists,
  type PhoneEngine,
  type SourceInfo,
} from '@pulse/engines';
import { AmlIndex, AmlIndexHolder, type SanctionSource } from '@pulse/engines/aml';
import type { FastifyBaseLogger } from 'fastify';
import type { DatasetInfo, DatasetKind, DatasetsRepository } from '../repositories/datasets.js';
import type { SanctionListInfo, SanctionsRepository } from '../repositories/sanctions.js';
import { bundledListFor, dataDateOf } from '../datasets/bundled.js';
import { loadIpData, loadPlaceData } from './static-data.js';

export interface EngineOverrides {
  email?: EmailEngine;
  phone?: PhoneEngine;
  ip?: IpEngine;
  bin?: BinEngine;
  address?: AddressEngine;
}

export type EngineName = 'email' | 'phone' | 'ip' | 'bin' | 'address' | 'aml';
export type EngineState = 'idle' | 'loading' | 'ready' | 'failed';

export interface RegistryOptions {
  datasets: DatasetsRepository;
  sanctions: SanctionsRepository;
  overrides?: EngineOverrides | undefined;
  dnsTimeoutMs: number;
  /** Period of the dataset-version poll; 0 turns polling off. */
  pollMs: number;
  log: FastifyBaseLogger;
}

const IP_KINDS: DatasetKind[] = ['tor', 'ip-vpn', 'ip-proxy', 'ip-datacenter', 'hosting-asn'];

/** How a stored list is named in results: the bundled snapshot's origin and licence, or the import. */
function listSource(info: DatasetInfo, name: string): SourceInfo {
  const bundled = bundledListFor(info.source);
  return {
    name: bundled ? `${name} (${bundled.origin})` : `${name} (imported: ${info.source})`,
    version: `v${info.version}, ${info.importedAt.slice(0, 10)}`,
    licence: bundled?.licence ?? 'operator-supplied',
    date: dataDateOf(info.source, null, info.importedAt),
  };
}

/** A list as /api/health and the Data sources view show it. */
export interface ListStatus {
  dataDate: string;
}

export class EngineRegistry {
  private readonly state: Record<EngineName, EngineState> = {
    email: 'idle',
    phone: 'idle',
    ip: 'idle',
    bin: 'idle',
    address: 'idle',
    aml: 'idle',
  };
  private amlHolder: Promise<AmlIndexHolder> | undefined;
  /** Versions of the sanctions sources the AML index holds. */
  private amlLoaded = new Map<SanctionSource, number>();
  private amlKnown: SanctionListInfo[] = [];
  private emailEngine: EmailEngine | undefined;
  private phoneEngine: PhoneEngine | undefined;
  private ipEngine: Promise<IpEngine> | undefined;
  private binEngine: Promise<BinEngine> | undefined;
  private addressEngine: Promise<AddressEngine> | undefined;
  /** Versions of the imported kinds the current engines were built from. */
  private loaded = new Map<DatasetKind, number>();
  private known: DatasetInfo[] = [];
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private closed = false;
  /** Settles when the lists the engines read are in place (the first-start bundled import). */
  private gate: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: RegistryOptions) {
    const o = opts.overrides ?? {};
    for (const name of Object.keys(o) as Array<keyof EngineOverrides>)
      if (o[name]) this.state[name] = 'ready';
  }

  /** Starts the version poll; with `preload`, loads every engine's data in the background. */
  start(preload: boolean): void {
    this.refresh().catch((err: unknown) => this.opts.log.warn({ err }, 'dataset refresh failed'));
    if (this.opts.pollMs > 0) {
      this.timer = setInterval(() => {
        this.refresh().catch((err: unknown) =>
          this.opts.log.warn({ err }, 'dataset refresh failed'),
        );
      }, this.opts.pollMs);
      this.timer.unref();
    }
    if (preload) void this.preload();
  }

  /**
   * Loads the engines one after another, each a few hundred ms of CPU that blocks the event loop
   * (engines/static-data.ts). One at a time, a close (SIGTERM during start-up) waits for the one
   * in progress only; loaded all at once, their steps interleaved with the close's own and it
   * waited for all of them. A lookup still loads its engine at once, whatever the order here.
   */
  private async preload(): Promise<void> {
    const loads = [() => this.address(), () => this.ip(), () => this.bin(), () => this.aml()];
    for (const load of loads) {
      await yieldToEventLoop();
      if (this.closed) return;
      // A failure is logged by `track`; the next engine still loads.
      await load().catch(() => undefined);
    }
    if (!this.closed) this.opts.log.info({ engines: this.state }, 'engines loaded');
  }

  /**
   * Makes the engines that read imported lists wait for `p` (settled or failed) before their first
   * load, so a lookup during the first-start import answers from the full lists, not from none.
   */
  waitFor(p: Promise<unknown>): void {
    this.gate = p.catch(() => undefined);
  }

  /** Stops the version poll and the background preload (an engine being built still finishes). */
  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Readiness of each engine and the imported data sets (GET /health). */
  status(): {
    engines: Record<EngineName, EngineState>;
    datasets: Array<DatasetInfo & ListStatus>;
    sanctions: Array<Omit<SanctionListInfo, 'info'> & ListStatus & { name: string }>;
  } {
    return {
      engines: { ...this.state },
      datasets: this.known.map((d) => ({
        ...d,
        dataDate: dataDateOf(d.source, null, d.importedAt),
      })),
      sanctions: this.amlKnown.map(({ info, ...rest }) => ({
        ...rest,
        name: info.name,
        dataDate: dataDateOf(rest.file, info.version, rest.importedAt),
      })),
    };
  }

  /** Re-reads the list versions now (the health check after an import). */
  async knownLists(): Promise<void> {
    const [datasets, sanctions] = await Promise.all([
      this.opts.datasets.list(),
      this.opts.sanctions.list(),
    ]);
    this.known = datasets;
    this.amlKnown = sanctions;
  }

  /** The AML index of the imported sanctions / PEP lists (empty when none is imported). */
  async aml(): Promise<AmlIndex> {
    this.amlHolder ??= this.track('aml', this.buildAml());
    return (await this.amlHolder).current();
  }

  email(): EmailEngine {
    if (this.opts.overrides?.email) return this.opts.overrides.email;
    if (!this.emailEngine) {
      this.emailEngine = createEmailEngine({
        resolver: createDnsResolver({ timeoutMs: this.opts.dnsTimeoutMs }),
        timeoutMs: this.opts.dnsTimeoutMs,
      });
      this.state.email = 'ready';
    }
    return this.emailEngine;
  }

  phone(): PhoneEngine {
    if (this.opts.overrides?.phone) return this.opts.overrides.phone;
    if (!this.phoneEngine) {
      this.phoneEngine = createPhoneEngine();
      this.state.phone = 'ready';
    }
    return this.phoneEngine;
  }

  ip(): Promise<IpEngine> {
    if (this.opts.overrides?.ip) return Promise.resolve(this.opts.overrides.ip);
    this.ipEngine ??= this.track('ip', this.buildIp());
    return this.ipEngine;
  }

  bin(): Promise<BinEngine> {
    if (this.opts.overrides?.bin) return Promise.resolve(this.opts.overrides.bin);
    this.binEngine ??= this.track('bin', this.buildBin());
    return this.binEngine;
  }

  address(): Promise<AddressEngine> {
    if (this.opts.overrides?.address) return Promise.resolve(this.opts.overrides.address);
    this.addressEngine ??= this.track(
      'address',
      loadPlaceData().then(({ places, postcodes }) => createAddressEngine({ places, postcodes })),
    );
    return this.addressEngine;
  }

  /**
   * Reloads the imported lists whose version changed since the engines were built (called by the
   * poll; tests call it directly after an import).
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const infos = await this.opts.datasets.list();
    this.known = infos;
    const changed = (kinds: DatasetKind[]) =>
      kinds.some(
        (k) => (infos.find((i) => i.kind === k)?.version ?? 0) !== (this.loaded.get(k) ?? 0),
      );
    if (this.ipEngine && !this.opts.overrides?.ip && changed(IP_KINDS)) {
      const next = await this.buildIp();
      this.ipEngine = Promise.resolve(next);
      this.opts.log.info({ loaded: next.loaded }, 'IP lists reloaded');
    }
    if (this.amlHolder) await this.refreshAml(await this.amlHolder);
    if (this.binEngine && !this.opts.overrides?.bin && changed(['bin'])) {
      this.binEngine = Promise.resolve(await this.buildBin());
      this.opts.log.info('BIN table reloaded');
    }
  }

  private track<T>(name: EngineName, p: Promise<T>): Promise<T> {
    this.state[name] = 'loading';
    p.then(
      () => (this.state[name] = 'ready'),
      (err: unknown) => {
        this.state[name] = 'failed';
        this.opts.log.error({ err }, `${name} engine failed to load`);
        // Let a later lookup try again.
        if (name === 'ip') this.ipEngine = undefined;
        if (name === 'bin') this.binEngine = undefined;
        if (name === 'address') this.addressEngine = undefined;
        if (name === 'aml') this.amlHolder = undefined;
      },
    );
    return p;
  }

  private async buildIp(): Promise<IpEngine> {
    await this.gate;
    const [{ cityDb, asnDb }, infos] = await Promise.all([loadIpData(), this.opts.datasets.list()]);
    this.known = infos;
    const info = (k: DatasetKind) => infos.find((i) => i.kind === k);
    const lists: IpLists = {};
    const cidrList = async (k: DatasetKind, name: string) => {
      const i = info(k);
      if (!i) return undefined;
      this.loaded.set(k, i.version);
      return { entries: await this.opts.datasets.cidrs(k), source: listSource(i, name) };
    };
    const [tor, vpn, proxy, datacenter] = await Promise.all([
      cidrList('tor', 'Tor exit list'),
      cidrList('ip-vpn', 'VPN list'),
      cidrList('ip-proxy', 'proxy list'),
      cidrList('ip-datacenter', 'data-centre list'),
    ]);
    if (tor) lists.tor = tor;
    if (vpn) lists.vpn = vpn;
    if (proxy) lists.proxy = proxy;
    if (datacenter) lists.datacenter = datacenter;
    const asnInfo = info('hosting-asn');
    if (asnInfo) {
      this.loaded.set('hosting-asn', asnInfo.version);
      lists.hostingAsns = {
        entries: await this.opts.datasets.hostingAsns(),
        source: listSource(asnInfo, 'hosting ASN list'),
      };
    }
    for (const k of IP_KINDS) if (!info(k)) this.loaded.delete(k);
    return createIpEngine({ cityDb, asnDb, lists });
  }

  private async buildAml(): Promise<AmlIndexHolder> {
    await this.gate;
    const lists = await this.opts.sanctions.list();
    this.amlKnown = lists;
    const datasets = [];
    for (const l of lists) {
      const d = await this.opts.sanctions.load(l.source);
      if (!d) continue;
      this.amlLoaded.set(l.source, d.version);
      d.info = { ...d.info, date: dataDateOf(l.file, d.info.version, l.importedAt) };
      datasets.push(d);
      // Yield between sources so a starting server keeps answering.
      await yieldToEventLoop();
    }
    return new AmlIndexHolder(AmlIndex.build(datasets));
  }

  /** Swaps in the sources whose version changed since they were loaded; drops removed ones. */
  private async refreshAml(holder: AmlIndexHolder): Promise<void> {
    const lists = await this.opts.sanctions.list();
    this.amlKnown = lists;
    for (const l of lists) {
      if (this.amlLoaded.get(l.source) === l.version) continue;
      const d = await this.opts.sanctions.load(l.source);
      if (!d) continue;
      d.info = { ...d.info, date: dataDateOf(l.file, d.info.version, l.importedAt) };
      holder.replaceDataset(d);
      this.amlLoaded.set(l.source, d.version);
      this.opts.log.info({ source: l.source, version: d.version }, 'sanctions list reloaded');
    }
    for (const source of [...this.amlLoaded.keys()]) {
      if (lists.some((l) => l.source === source)) continue;
      holder.replace(holder.current().withoutSource(source));
      this.amlLoaded.delete(source);
    }
  }

  private async buildBin(): Promise<BinEngine> {
    await this.gate;
    const infos = await this.opts.datasets.list();
    this.known = infos;
    const i = infos.find((x) => x.kind === 'bin');
    if (!i) {
      this.loaded.delete('bin');
      return createBinEngine({ table: null });
    }
    this.loaded.set('bin', i.version);
    const records = await this.opts.datasets.binRecords();
    return createBinEngine({ table: createBinTable(records, listSource(i, 'BIN table')) });
  }
}
