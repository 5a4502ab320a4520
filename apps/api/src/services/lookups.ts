/**
 * The metered lookup use case (docs/api-contract.md "Lookups"):
 *
 * 1. the client's flag for the service must be on (else 403 SERVICE_DISABLED);
 * 2. the engine runs (no database work; an exception is a 500 and consumes nothing);
 * 3. ONE transaction consumes a call (free first, then paid) and writes the report and its outcome
 *    counter (MeteringRepository.recordLookup, or recordBatch for concurrent lookups of one client via
 *    MeteringBatcher); no call left → 402 NO_CALLS_LEFT and nothing written.
 *    A result with status ERROR (the engine could not check, e.g. its data set is not loaded), or a
 *    fraud-engine result with a part that could not run, is written as a report without consuming
 *    a call; its text tells the customer so, in their words (the operator's cause goes to the log).
 *
 * The five single lookups are here too, with their input rules (spec §5 texts); the AML screenings
 * and the fraud engine are in aml.ts.
 */
import { catalogEntry, type ServiceKey } from '@pulse/catalog';
import {
  type AddressResponse,
  type BinResponse,
  type EmailResponse,
  type EngineResult,
  type EngineStatus,
  type IpResponse,
  type PhoneResponse,
} from '@pulse/engines';
import type { ClientRow } from '../db/schema/index.js';
import type { EngineRegistry } from '../engines/registry.js';
import { AppError } from '../lib/errors.js';
import { generateReferenceId } from '../lib/reference-id.js';
import type { Repositories } from '../repositories/index.js';
import type { NewReport } from '../repositories/metering.js';
import type { FastifyBaseLogger } from 'fastify';
import { customerFacingError, hasPartNotRun } from './fraud-engine.js';
import { lookupAnswer, type LookupAnswer } from './lookup-answer.js';
import type { EventBus } from './events.js';
import { decisionEvent, type RuleDecisions } from './rules/decisions.js';
import type { CasesService } from './cases/service.js';
import type { MeteringBatcher } from './metering-batcher.js';
import { SANDBOX_SOURCE, sandboxMessage, sandboxStatus } from '../domain/sandbox.js';
import type { BalanceWarningsService } from './balance-warnings.js';
import {
  addressInput,
  checkPhone,
  normaliseBin,
  normaliseIp,
  type AddressBodyInput,
} from './lookup-rules.js';

export { lookupAnswer, type LookupAnswer, type LookupReportBody } from './lookup-answer.js';
export {
  addressInput,
  checkPhone,
  coordinate,
  invalid,
  normaliseBin,
  normaliseIp,
  type AddressBodyInput,
  type AddressInput,
} from './lookup-rules.js';

/**
 * One lookup ready to run: its service, the input as its report stores it (`inputRequest`) and
 * the engine call. Built after the lookup's own input rules passed.
 */
export interface LookupPlan {
  service: ServiceKey;
  input: Record<string, unknown>;
  run: () => EngineResult<unknown> | Promise<EngineResult<unknown>>;
}

/** Who runs a lookup, as authentication established it. */
export interface Caller {
  client: ClientRow;
  /** "dashboard" for a session with its key, "api" for a key alone. */
  requestType: 'dashboard' | 'api';
  /** The key of the request, masked for the report; null for a session alone. */
  apiKeyMasked: string | null;
  /**
   * The request's mode (plugins/auth.ts, domain/mode.ts): `test` for a `pk_test_…` key or a session
   * in test mode: sandbox answers, never charged, kept apart.
   */
  mode: 'live' | 'test';
}

/** How a metered lookup opens its case. */
export interface MeteredOptions {
  /** The case's origin (default `lookup`; `monitoring` for a monitored subject's first screen). */
  caseOrigin?: 'lookup' | 'monitoring';
}

/**
 * A sandbox answer: the engine's response for the documented input (deterministic: offline data),
 * with the sandbox's status, message and reasons.
 */
function sandboxResult<R>(produced: EngineResult<R>, status: EngineStatus): EngineResult<R> {
  return {
    status,
    message: sandboxMessage(status),
    response: produced.response,
    reasons: [`Sandbox input for ${status}`],
    sources: [SANDBOX_SOURCE, ...produced.sources],
  };
}

export const serviceDisabled = (name: string) =>
  new AppError(
    403,
    'SERVICE_DISABLED',
    `${name} is not enabled for your account. Please contact support.`,
  );

export const noCallsLeft = (name: string) =>
  new AppError(402, 'NO_CALLS_LEFT', `No calls left for ${name}: top up on the Billing page.`);

export interface LookupsDeps {
  repos: Repositories;
  engines: EngineRegistry;
  meteringBatcher: MeteringBatcher;
  /** Told the calls left after each consumed call (balance warnings). */
  balanceWarnings?: Pick<BalanceWarningsService, 'afterCall'>;
  /** Receives the operator's cause of a check that could not run. */
  log?: FastifyBaseLogger;
  /** Told of every report written (`report.created`). */
  events?: EventBus;
  /** Opens the AML cases of a written report. */
  cases?: Pick<CasesService, 'openForLookup'>;
  /** The tenant's rule set of the call's mode decides each report (absent: no decisions). */
  decisions?: Pick<RuleDecisions, 'decide'>;
}

/** The metered lookups; built once by createServices. */
export class LookupsService {
  constructor(private readonly deps: LookupsDeps) {}

  /** The service's name as the catalog row says (an operator may have renamed it). */
  async displayName(service: ServiceKey): Promise<string> {
    const row = await this.deps.repos.catalog.get(service).catch(() => undefined);
    return row?.displayName ?? catalogEntry(service).displayName;
  }

  /**
   * Runs one metered lookup for the caller (rules above).
   * @param run the engine call
   * @param input the request as stored in the report (`inputRequest`)
   * @param options.caseOrigin the origin of the case a non-VERIFIED AML result opens (default
   *   `lookup`; `monitoring` for a monitored subject's first screen)
   */
  async metered<K extends ServiceKey, R>(
    caller: Caller,
    service: K,
    input: Record<string, unknown>,
    run: () => EngineResult<R> | Promise<EngineResult<R>>,
    options: MeteredOptions = {},
  ): Promise<LookupAnswer<K, R>> {
    const { client } = caller;
    if (!client[service]) throw serviceDisabled(await this.displayName(service));
    const { report, charge } = await this.evaluate(caller, { service, input, run }, new Date());
    if (!charge) {
      await this.deps.repos.metering.recordUnmetered(report);
    } else {
      const grant = await this.deps.meteringBatcher.submit(report);
      if (!grant) throw noCallsLeft(await this.displayName(service));
      // Not awaited: the warning's e-mail and event must not delay the answer.
      if (grant.warnThreshold !== null)
        void this.deps.balanceWarnings?.afterCall(
          client,
          service,
          grant.callsLeft,
          grant.warnThreshold,
        );
    }
    // Right after the report's transaction (the metering batcher writes concurrent lookups of a
    // client together): a case is opened once its report exists.
    await this.deps.cases?.openForLookup(report, options.caseOrigin);
    await this.deps.events?.publish({
      type: 'report.created',
      tenantId: client.id,
      occurredAt: report.requestDateTime,
      subscribed: client.webhookEvents,
      data: {
        referenceID: report.referenceId,
        service,
        status: report.status,
        requestType: caller.requestType,
        // Receivers tell a test call from a live one.
        mode: caller.mode,
        requestDateTime: report.requestDateTime.toISOString(),
      },
    });
    const { decision } = report;
    const event = decision && decisionEvent(decision);
    if (event)
      await this.deps.events?.publish({
        type: event,
        tenantId: client.id,
        occurredAt: report.requestDateTime,
        subscribed: client.webhookEvents,
        data: { referenceID: report.referenceId, service, mode: caller.mode, decision },
      });
    const answer = lookupAnswer(
      service,
      report.referenceId,
      report.requestDateTime.toISOString(),
      report.result,
    ) as LookupAnswer<K, R>;
    // Without a rule set of the mode the answer is exactly what it was before decisions existed.
    return decision ? { ...answer, decision } : answer;
  }

  /**
   * Runs a lookup's engine and builds its report, writing nothing: the sandbox answer in test
   * mode, the customer's wording for a check that could not run. The single lookups write it at
   * once (`metered`); a batch writes a chunk of them together (services/batches/runner.ts).
   * @returns the report, and whether it consumes a call (live, not ERROR, every part ran)
   */
  async evaluate(
    caller: Caller,
    plan: LookupPlan,
    now: Date,
  ): Promise<{ report: NewReport & { result: EngineResult<unknown> }; charge: boolean }> {
    const { service, input } = plan;
    const test = caller.mode === 'test';
    const sandbox = test ? sandboxStatus(service, input) : null;
    const produced = await plan.run();
    if (produced.status === 'ERROR' && !sandbox)
      this.deps.log?.warn(
        { service, cause: produced.message },
        'lookup could not run; not charged',
      );
    const result = sandbox
      ? sandboxResult(produced, sandbox)
      : produced.status === 'ERROR'
        ? customerFacingError(produced)
        : produced;
    // From the shape the report stores, as the backtest reads it; an ERROR result decides nothing
    // (the backtest leaves ERROR reports out too).
    const decision =
      result.status === 'ERROR'
        ? undefined
        : await this.deps.decisions?.decide(caller.client.id, caller.mode, {
            service,
            status: result.status,
            requestType: caller.requestType,
            result,
          });
    const report = {
      referenceId: generateReferenceId(),
      tenantId: caller.client.id,
      service,
      requestType: caller.requestType,
      mode: caller.mode,
      status: result.status,
      apiKeyUsed: caller.apiKeyMasked ?? 'session',
      inputRequest: input,
      result,
      requestDateTime: now,
      ...(decision ? { decision } : {}),
    } as const;
    // Test-mode calls are never charged and need no calls left; they are written under mode `test`.
    const charge = !(test || result.status === 'ERROR' || hasPartNotRun(result.response));
    return { report, charge };
  }

  /**
   * The plan of a single lookup of `service` from its request body, after the lookup's own rules
   * (the fraud engine's plan is AmlService.fraudEnginePlan).
   * @throws 400 VALIDATION_ERROR with the lookup's message
   */
  async plan(
    service: Exclude<ServiceKey, 'amlPerson' | 'amlBusiness' | 'fraudEngine'>,
    body: Record<string, string>,
  ): Promise<LookupPlan> {
    switch (service) {
      case 'emailLookup': {
        const email = (body.email ?? '').trim();
        return { service, input: { email }, run: () => this.deps.engines.email().lookup(email) };
      }
      case 'phoneLookup': {
        const phone = (body.phone ?? '').trim();
        checkPhone(phone);
        return { service, input: { phone }, run: () => this.deps.engines.phone().lookup(phone) };
      }
      case 'ipLookup': {
        const ip = normaliseIp(body);
        const engine = await this.deps.engines.ip();
        return { service, input: { ip }, run: () => engine.lookup(ip) };
      }
      case 'binLookup': {
        const bin = normaliseBin(body.bin ?? '');
        const engine = await this.deps.engines.bin();
        return { service, input: { bin }, run: () => engine.lookup(bin) };
      }
      case 'addressLookup':
        return this.addressPlan({
          address: body.address ?? '',
          country: body.country,
          latitude: body.latitude,
          longitude: body.longitude,
        });
    }
  }

  private async addressPlan(body: AddressBodyInput): Promise<LookupPlan> {
    const { address, country, latitude, longitude } = addressInput(body);
    const input: Record<string, unknown> = { address };
    if (country) input.country = country;
    if (latitude !== null) input.latitude = latitude;
    if (longitude !== null) input.longitude = longitude;
    const engine = await this.deps.engines.address();
    return {
      service: 'addressLookup',
      input,
      run: () => engine.lookup({ address, country, latitude, longitude }),
    };
  }

  /** Runs a planned lookup (`plan`) as `metered` does. */
  private async runPlan<K extends ServiceKey, R>(
    caller: Caller,
    plan: Promise<LookupPlan>,
  ): Promise<LookupAnswer<K, R>> {
    const { service, input, run } = await plan;
    return (await this.metered(caller, service, input, run)) as unknown as LookupAnswer<K, R>;
  }

  /** Email lookup of `email` (trimmed). */
  email(caller: Caller, raw: string): Promise<LookupAnswer<'emailLookup', EmailResponse>> {
    return this.runPlan(caller, this.plan('emailLookup', { email: raw }));
  }

  /** Phone lookup. @throws 400 for a number outside spec §5's pattern */
  phone(caller: Caller, raw: string): Promise<LookupAnswer<'phoneLookup', PhoneResponse>> {
    return this.runPlan(caller, this.plan('phoneLookup', { phone: raw }));
  }

  /** IP lookup of `ip` (or its alias `ipAddress`). @throws 400 when neither is given */
  ip(
    caller: Caller,
    body: { ip?: string | undefined; ipAddress?: string | undefined },
  ): Promise<LookupAnswer<'ipLookup', IpResponse>> {
    const given: Record<string, string> = {};
    if (body.ip !== undefined) given.ip = body.ip;
    if (body.ipAddress !== undefined) given.ipAddress = body.ipAddress;
    return this.runPlan(caller, this.plan('ipLookup', given));
  }

  /** BIN lookup. @throws 400 for anything but 6 to 8 digits */
  bin(caller: Caller, raw: string): Promise<LookupAnswer<'binLookup', BinResponse>> {
    return this.runPlan(caller, this.plan('binLookup', { bin: raw }));
  }

  /** Address lookup, with the user's current location when given. @throws 400 for bad coordinates */
  address(
    caller: Caller,
    body: AddressBodyInput,
  ): Promise<LookupAnswer<'addressLookup', AddressResponse>> {
    return this.runPlan(caller, this.addressPlan(body));
  }

  /**
   * Approximate location of an address (the address forms' fallback; not metered, no report).
   * @returns accuracyKm: 50 with a city, 200 with a region, 1000 with a country only, else null
   */
  async locate(ip: string): Promise<{
    ip: string;
    latitude: number | null;
    longitude: number | null;
    city: string | null;
    countryCode: string | null;
    accuracyKm: number | null;
  }> {
    const engine = await this.deps.engines.ip();
    const r = (await engine.lookup(ip)).response;
    const accuracyKm =
      r.latitude === null ? null : r.city ? 50 : r.region ? 200 : r.countryCode ? 1000 : null;
    return {
      ip: r.ip,
      latitude: r.latitude,
      longitude: r.longitude,
      city: r.city,
      countryCode: r.countryCode,
      accuracyKm,
    };
  }
}
