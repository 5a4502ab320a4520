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
import { isIP } from 'node:net';
import { catalogEntry, type PulseKey, type ServiceKey } from '@pulse/catalog';
import {
  PHONE_PATTERN,
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
import type { FastifyBaseLogger } from 'fastify';
import { customerFacingError, hasPartNotRun } from './fraud-engine.js';
import type { EventBus } from './events.js';
import type { MeteringBatcher } from './metering-batcher.js';
import { SANDBOX_SOURCE, sandboxMessage, sandboxStatus } from '../domain/sandbox.js';
import type { UsageAlertsService } from './usage-alerts.js';

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

/** The `report` of a lookup answer. */
export interface LookupReportBody<R> {
  referenceID: string;
  requestDateTime: string;
  jsonResponse: { results: EngineResult<R> };
}

/** A lookup answer: `{ <pulseKey>: { report } }`. */
export type LookupAnswer<K extends ServiceKey, R> = {
  [P in PulseKey<K>]: { report: LookupReportBody<R> };
};

/**
 * The answer of a metered lookup, `{ <pulseKey>: { report: { referenceID, requestDateTime,
 * jsonResponse: { results } } } }`, from what its report stores: built here
 * when the call answers, and again by the request log's detail, which keeps no copy of it.
 */
export function lookupAnswer(
  service: ServiceKey,
  referenceID: string,
  requestDateTime: string,
  results: unknown,
): Record<
  string,
  { report: { referenceID: string; requestDateTime: string; jsonResponse: { results: unknown } } }
> {
  return {
    [catalogEntry(service).pulseKey]: {
      report: { referenceID, requestDateTime, jsonResponse: { results } },
    },
  };
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

export const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** A latitude/longitude as given (number or numeric text); null when absent or not a number. */
export function coordinate(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Spec §5's phone rule: an optional +, then 10 to 15 digits (separators ignored). */
export function checkPhone(phone: string): void {
  if (!PHONE_PATTERN.test(phone.replace(/[\s\-.()]/g, '')))
    throw invalid('Enter a valid phone number');
}

/** Spec §5's BIN rule. @returns the digits (6 to 8) */
export function normaliseBin(raw: string): string {
  const bin = raw.replace(/[\s-]/g, '');
  if (!/^\d{6,8}$/.test(bin))
    throw invalid('Please enter a valid BIN number, it should be a 6 digit number');
  return bin;
}

export interface AddressBodyInput {
  address: string;
  country?: string | undefined;
  latitude?: number | string | null | undefined;
  longitude?: number | string | null | undefined;
}

/** An address lookup's input after spec §5's rules: trimmed, coordinates as numbers or null. */
export interface AddressInput {
  address: string;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Spec §5's IP rule: `ip` or its alias `ipAddress`, a valid IPv4 or IPv6 address.
 * @returns the address, trimmed @throws 400 when missing or not an address
 */
export function normaliseIp(body: {
  ip?: string | null | undefined;
  ipAddress?: string | null | undefined;
}): string {
  const ip = (body.ip ?? body.ipAddress)?.trim();
  if (!ip) throw invalid('IP Address is required');
  // Refused before metering: an address that cannot exist is a client error, never a billed call.
  if (isIP(ip) === 0) throw invalid('Enter a valid IPv4 or IPv6 address');
  return ip;
}

/** Spec §5's address rules. @throws 400 for a coordinate that is not a number in range */
export function addressInput(body: AddressBodyInput): AddressInput {
  const address = body.address.trim();
  const country = body.country?.trim() || null;
  const latitude = coordinate(body.latitude);
  const longitude = coordinate(body.longitude);
  if (
    body.latitude !== undefined &&
    body.latitude !== null &&
    body.latitude !== '' &&
    (latitude === null || Math.abs(latitude) > 90)
  )
    throw invalid('Latitude must be a number between -90 and 90');
  if (
    body.longitude !== undefined &&
    body.longitude !== null &&
    body.longitude !== '' &&
    (longitude === null || Math.abs(longitude) > 180)
  )
    throw invalid('Longitude must be a number between -180 and 180');
  return { address, country, latitude, longitude };
}

export interface LookupsDeps {
  repos: Repositories;
  engines: EngineRegistry;
  meteringBatcher: MeteringBatcher;
  /** Told the calls left after each consumed call (usage alerts). */
  alerts?: Pick<UsageAlertsService, 'afterCall'>;
  /** Receives the operator's cause of a check that could not run. */
  log?: FastifyBaseLogger;
  /** Told of every report written (`report.created`). */
  events?: EventBus;
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
   */
  async metered<K extends ServiceKey, R>(
    caller: Caller,
    service: K,
    input: Record<string, unknown>,
    run: () => EngineResult<R> | Promise<EngineResult<R>>,
  ): Promise<LookupAnswer<K, R>> {
    const { client } = caller;
    if (!client[service]) throw serviceDisabled(await this.displayName(service));

    const test = caller.mode === 'test';
    const sandbox = test ? sandboxStatus(service, input) : null;
    const produced = await run();
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
    const now = new Date();
    const referenceId = generateReferenceId();
    const report = {
      referenceId,
      tenantId: client.id,
      service,
      requestType: caller.requestType,
      mode: caller.mode,
      status: result.status,
      apiKeyUsed: caller.apiKeyMasked ?? 'session',
      inputRequest: input,
      result,
      requestDateTime: now,
    } as const;
    // Test-mode calls are never charged and need no calls left; they are written under mode `test`.
    if (test || result.status === 'ERROR' || hasPartNotRun(result.response)) {
      await this.deps.repos.metering.recordUnmetered(report);
    } else {
      const grant = await this.deps.meteringBatcher.submit(report);
      if (!grant) throw noCallsLeft(await this.displayName(service));
      // Not awaited: the alert's e-mail and event must not delay the answer.
      if (grant.alertThreshold !== null)
        void this.deps.alerts?.afterCall(client, service, grant.callsLeft, grant.alertThreshold);
    }
    await this.deps.events?.publish({
      type: 'report.created',
      tenantId: client.id,
      occurredAt: now,
      subscribed: client.webhookEvents,
      data: {
        referenceID: referenceId,
        service,
        status: result.status,
        requestType: caller.requestType,
        // Receivers tell a test call from a live one (docs/api-contract.md "Events").
        mode: caller.mode,
        requestDateTime: now.toISOString(),
      },
    });
    return lookupAnswer(service, referenceId, now.toISOString(), result) as LookupAnswer<K, R>;
  }

  /** Email lookup of `email` (trimmed). */
  email(caller: Caller, raw: string): Promise<LookupAnswer<'emailLookup', EmailResponse>> {
    const email = raw.trim();
    return this.metered(caller, 'emailLookup', { email }, () =>
      this.deps.engines.email().lookup(email),
    );
  }

  /** Phone lookup. @throws 400 for a number outside spec §5's pattern */
  phone(caller: Caller, raw: string): Promise<LookupAnswer<'phoneLookup', PhoneResponse>> {
    const phone = raw.trim();
    checkPhone(phone);
    return this.metered(caller, 'phoneLookup', { phone }, () =>
      this.deps.engines.phone().lookup(phone),
    );
  }

  /** IP lookup of `ip` (or its alias `ipAddress`). @throws 400 when neither is given */
  async ip(
    caller: Caller,
    body: { ip?: string | undefined; ipAddress?: string | undefined },
  ): Promise<LookupAnswer<'ipLookup', IpResponse>> {
    const ip = normaliseIp(body);
    const engine = await this.deps.engines.ip();
    return this.metered(caller, 'ipLookup', { ip }, () => engine.lookup(ip));
  }

  /** BIN lookup. @throws 400 for anything but 6 to 8 digits */
  async bin(caller: Caller, raw: string): Promise<LookupAnswer<'binLookup', BinResponse>> {
    const bin = normaliseBin(raw);
    const engine = await this.deps.engines.bin();
    return this.metered(caller, 'binLookup', { bin }, () => engine.lookup(bin));
  }

  /** Address lookup, with the user's current location when given. @throws 400 for bad coordinates */
  async address(
    caller: Caller,
    body: AddressBodyInput,
  ): Promise<LookupAnswer<'addressLookup', AddressResponse>> {
    const { address, country, latitude, longitude } = addressInput(body);
    const input: Record<string, unknown> = { address };
    if (country) input.country = country;
    if (latitude !== null) input.latitude = latitude;
    if (longitude !== null) input.longitude = longitude;
    const engine = await this.deps.engines.address();
    return this.metered(caller, 'addressLookup', input, () =>
      engine.lookup({ address, country, latitude, longitude }),
    );
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
