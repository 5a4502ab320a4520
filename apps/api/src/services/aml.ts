/**
 * AML screenings (individual, business) and the combined fraud engine as metered lookups on the
 * lookup pipeline (lookups.ts). Input rules and texts follow spec §5; the fraud engine's
 * combination rules are in fraud-engine.ts.
 */
import { isIP } from 'node:net';
import type { FraudEngineSubService } from '@pulse/catalog';
import type { FastifyBaseLogger } from 'fastify';
import {
  screenBusinessResult,
  screenPersonResult,
  type AmlIndex,
  type AmlMatch,
  type AmlMode,
  type AmlResult,
} from '@pulse/engines/aml';
import type { EngineRegistry } from '../engines/registry.js';
import { AppError } from '../lib/errors.js';
import { DATE_INPUT_INVALID } from '../lib/validation-messages.js';
import {
  combine,
  runSubServices,
  type FraudEngineResponse,
  type SubTasks,
} from './fraud-engine.js';
import {
  checkPhone,
  coordinate,
  invalid,
  serviceDisabled,
  type Caller,
  type LookupAnswer,
  type LookupPlan,
  type LookupsService,
  type MeteredOptions,
} from './lookups.js';
import type { ClientRow } from '../db/schema/index.js';
import type { FalsePositiveMemory, MemoryScope } from './cases/false-positive-memory.js';
import { subjectKey } from './cases/subject.js';
import type { EngineResult } from '@pulse/engines';
import type {
  BusinessBody,
  FraudEngineBody,
  FraudEngineInput,
  PersonBody,
  PersonInput,
} from './aml-bodies.js';

export type {
  BusinessBody,
  FraudEngineBody,
  FraudEngineInput,
  PersonBody,
  PersonInput,
} from './aml-bodies.js';
import type { TenantWatchlistIndexes } from './watchlists/tenant-index.js';
import { screenLists } from './watchlists/screen.js';

const text = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
};

/** The search mode of `fuzzy_amlp`/`fuzzy_amlb`: '1' exact, anything else '2' fuzzy. */
export const mode = (v: unknown): AmlMode => (String(v ?? '2') === '1' ? '1' : '2');

/**
 * Spec §5's date of birth rule: absent, or a day of the calendar written YYYY-MM-DD.
 * @throws 400 VALIDATION_ERROR "Date of Birth must be YYYY-MM-DD" for another shape, and the date
 *   picker's "Date input not valid." (spec §5 "Date picker") for a day that does not exist
 *   (`1980-13-45`, `1990-02-30`): a lookup for it would be charged and match nobody.
 */
export function checkDob(dob: string | null): void {
  if (!dob) return;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) throw invalid('Date of Birth must be YYYY-MM-DD');
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (month 13 → next January): only a real day comes back.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    throw invalid(DATE_INPUT_INVALID);
}

/** Spec §5's gender rule. @returns 'male', 'female' or null @throws 400 for anything else */
export function normaliseGender(g: string | null): string | null {
  if (!g) return null;
  const t = g.toLowerCase();
  if (t === 'male' || t === 'm') return 'male';
  if (t === 'female' || t === 'f') return 'female';
  throw invalid('Gender must be Male or Female');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5's individual AML rules. @throws 400 for a bad date of birth or gender */
export function personInput(b: PersonBody): PersonInput {
  const input: PersonInput = {
    f_name: b.f_name.trim(),
    l_name: b.l_name.trim(),
    fuzzy_amlp: mode(b.fuzzy_amlp),
  };
  const dob = text(b.dob);
  checkDob(dob);
  const gender = normaliseGender(text(b.gender));
  if (dob) input.dob = dob;
  if (gender) input.gender = gender;
  return input;
}

/**
 * Spec §5's combined-form rules of the fraud engine, in the form's order.
 * @throws 400 VALIDATION_ERROR with the first rule the body breaks
 */
export function fraudEngineInput(b: FraudEngineBody): FraudEngineInput {
  const f = {
    f_name: text(b.f_name),
    l_name: text(b.l_name),
    dob: text(b.dob),
    gender: text(b.gender),
    company: text(b.company),
    email: text(b.email),
    ip: text(b.ip) ?? text(b.ipAddress),
    phone: text(b.phone),
    bin: text(b.bin),
    address: text(b.address),
    country: text(b.country),
  };
  if (!Object.values(f).some((v) => v !== null))
    throw invalid('At least one field must be filled out');
  if ((f.gender || f.dob) && !f.f_name && !f.l_name)
    throw invalid('First Name or Last Name is required when Gender or DOB is selected');
  if ((f.f_name && !f.l_name) || (!f.f_name && f.l_name))
    throw invalid('Both First Name and Last Name are required');
  if (f.country && !f.address) throw invalid('Address is required when only Country is selected');
  if (f.email && !EMAIL.test(f.email)) throw invalid('Invalid email format');
  checkDob(f.dob);
  const gender = normaliseGender(f.gender);
  if (f.phone) checkPhone(f.phone);
  if (f.ip && isIP(f.ip) === 0) throw invalid('Enter a valid IPv4 or IPv6 address');
  const bin = f.bin?.replace(/[\s-]/g, '') ?? null;
  if (bin !== null && !/^\d{6,8}$/.test(bin))
    throw invalid('Please enter a valid BIN number, it should be a 6 digit number');
  const latitude = coordinate(b.latitude);
  const longitude = coordinate(b.longitude);
  if (latitude !== null && Math.abs(latitude) > 90)
    throw invalid('Latitude must be a number between -90 and 90');
  if (longitude !== null && Math.abs(longitude) > 180)
    throw invalid('Longitude must be a number between -180 and 180');
  return { ...f, gender, bin, latitude, longitude };
}

export interface AmlDeps {
  engines: EngineRegistry;
  lookups: LookupsService;
  /** Receives the operator's cause of a part that could not run. */
  log?: FastifyBaseLogger;
  /**
   * The false-positive memory of case review: screenings with a
   * scope drop the entries reviewed as false positives of their subject.
   */
  memory?: FalsePositiveMemory;
  /**
   * The tenants' own watchlists: screenings with a scope
   * also match the entries of the scope's tenant.
   */
  watchlists?: TenantWatchlistIndexes;
}

/** The AML screenings and the fraud engine; built once by createServices. */
export class AmlService {
  constructor(private readonly deps: AmlDeps) {}

  /**
   * Screens the public lists, and the scope's tenant's watchlists, with `search`; the scope's
   * false-positive memory applies. An empty public index is ERROR as before: a tenant's lists
   * add to the public ones, never replace them.
   */
  private async screen(
    index: AmlIndex,
    search: (i: AmlIndex) => AmlMatch[],
    key: string,
    scope?: MemoryScope,
  ): Promise<AmlResult> {
    const { memory, watchlists } = this.deps;
    const lists = scope && watchlists ? await watchlists.of(scope.tenantId) : null;
    return screenLists(index, lists, search, scope && memory ? { key, scope, memory } : null);
  }

  private async screenPerson(p: PersonInput, scope?: MemoryScope): Promise<AmlResult> {
    const index = await this.deps.engines.aml();
    const query = {
      firstName: p.f_name,
      lastName: p.l_name,
      dob: p.dob ?? null,
      gender: p.gender ?? null,
      mode: p.fuzzy_amlp,
    };
    if (index.records.length === 0) return screenPersonResult(index, query);
    const key = subjectKey('person', `${p.f_name} ${p.l_name}`, p.dob ?? null);
    return this.screen(index, (i) => i.screenPerson(query), key, scope);
  }

  private async screenBusiness(
    company: string,
    m: AmlMode,
    scope?: MemoryScope,
  ): Promise<AmlResult> {
    const index = await this.deps.engines.aml();
    const query = { company, mode: m };
    if (index.records.length === 0) return screenBusinessResult(index, query);
    return this.screen(
      index,
      (i) => i.screenBusiness(query),
      subjectKey('business', company),
      scope,
    );
  }

  /** 400 naming the field whose sub-service is off for the client (the field is refused, not dropped). */
  private async subServiceOff(service: FraudEngineSubService, field: string) {
    const name = await this.deps.lookups.displayName(service);
    return new AppError(
      400,
      'SUB_SERVICE_DISABLED',
      `${field}: ${name} is not enabled for your account. Remove the field or contact support.`,
    );
  }

  /**
   * Individual AML screening (`options` as LookupsService.metered's).
   * @throws 400 for a bad date of birth or gender
   */
  person(caller: Caller, b: PersonBody, options: MeteredOptions = {}) {
    const { input, run } = this.personPlan(b, { tenantId: caller.client.id, mode: caller.mode });
    const go = run as () => Promise<AmlResult>;
    return this.deps.lookups.metered(caller, 'amlPerson', input, go, options);
  }

  /**
   * The plan of an individual screening (LookupPlan).
   * @param scope the caller's tenant and mode, whose false-positive memory applies
   * @throws 400 as `person`
   */
  personPlan(b: PersonBody, scope?: MemoryScope): LookupPlan {
    const input = personInput(b);
    return {
      service: 'amlPerson',
      input: { ...input },
      run: () => this.screenPerson(input, scope),
    };
  }

  /** Business AML screening (`options` as LookupsService.metered's). */
  business(caller: Caller, b: BusinessBody, options: MeteredOptions = {}) {
    const { input, run } = this.businessPlan(b, { tenantId: caller.client.id, mode: caller.mode });
    const go = run as () => Promise<AmlResult>;
    return this.deps.lookups.metered(caller, 'amlBusiness', input, go, options);
  }

  /**
   * The plan of a business screening (LookupPlan).
   * @param scope the caller's tenant and mode, whose false-positive memory applies
   */
  businessPlan(b: BusinessBody, scope?: MemoryScope): LookupPlan {
    const company = b.company.trim();
    const m = mode(b.fuzzy_amlb);
    return {
      service: 'amlBusiness',
      input: { company, fuzzy_amlb: m },
      run: () => this.screenBusiness(company, m, scope),
    };
  }

  /**
   * The fraud engine: every sub-service with input, in parallel, one combined decision; charges
   * one fraudEngine call.
   * @throws 403 SERVICE_DISABLED, 400 VALIDATION_ERROR (spec §5 combined-form rules), 400
   *   SUB_SERVICE_DISABLED for a field whose sub-service is off
   */
  async fraudEngine(
    caller: Caller,
    b: FraudEngineBody,
  ): Promise<LookupAnswer<'fraudEngine', FraudEngineResponse>> {
    const { client } = caller;
    if (!client.fraudEngine)
      throw serviceDisabled(await this.deps.lookups.displayName('fraudEngine'));
    const { input, run } = await this.fraudEnginePlan(client, b, caller.mode);
    return this.deps.lookups.metered(
      caller,
      'fraudEngine',
      input,
      run as () => Promise<EngineResult<FraudEngineResponse>>,
    );
  }

  /**
   * The plan of a fraud-engine call (LookupPlan): every sub-service with input, in parallel.
   * @param callMode the call's mode: the AML parts apply the false-positive memory of the client's
   *   mode (none when absent)
   * @throws 400 VALIDATION_ERROR, 400 SUB_SERVICE_DISABLED as `fraudEngine`
   */
  async fraudEnginePlan(
    client: ClientRow,
    b: FraudEngineBody,
    callMode?: 'live' | 'test',
  ): Promise<LookupPlan> {
    const { engines } = this.deps;
    const scope = callMode ? { tenantId: client.id, mode: callMode } : undefined;
    // Spec §5 combined-form rules, in the form's order.
    const f = fraudEngineInput(b);
    const { gender, phone, bin, latitude, longitude } = f;

    // A field whose sub-service is off is refused, naming the field.
    const wanted: Array<[boolean, FraudEngineSubService, string]> = [
      [!!f.f_name, 'amlPerson', 'First Name'],
      [!!f.company, 'amlBusiness', 'Company Name'],
      [!!f.email, 'emailLookup', 'Email'],
      [!!f.ip, 'ipLookup', 'IP Address'],
      [!!phone, 'phoneLookup', 'Phone'],
      [!!bin, 'binLookup', 'Credit/Debit card number'],
      [!!f.address, 'addressLookup', 'Address'],
    ];
    for (const [has, service, field] of wanted)
      if (has && !client[service]) throw await this.subServiceOff(service, field);

    const input: Record<string, unknown> = {};
    const tasks: SubTasks = {};
    if (f.f_name && f.l_name) {
      const p: PersonInput = { f_name: f.f_name, l_name: f.l_name, fuzzy_amlp: mode(b.fuzzy_amlp) };
      if (f.dob) p.dob = f.dob;
      if (gender) p.gender = gender;
      Object.assign(input, p);
      tasks.individualAMLPulse = () => this.screenPerson(p, scope);
    }
    if (f.company) {
      const company = f.company;
      const m = mode(b.fuzzy_amlb);
      Object.assign(input, { company, fuzzy_amlb: m });
      tasks.businessAMLPulse = () => this.screenBusiness(company, m, scope);
    }
    if (f.email) {
      const email = f.email;
      input.email = email;
      tasks.emailPulse = () => engines.email().lookup(email);
    }
    if (f.ip) {
      const ip = f.ip;
      input.ip = ip;
      tasks.ipPulse = async () => (await engines.ip()).lookup(ip);
    }
    if (phone) {
      input.phone = phone;
      tasks.phonePulse = () => engines.phone().lookup(phone);
    }
    if (bin) {
      input.bin = bin;
      tasks.binPulse = async () => (await engines.bin()).lookup(bin);
    }
    if (f.address) {
      const address = f.address;
      const country = f.country;
      Object.assign(input, { address }, country ? { country } : {});
      if (latitude !== null) input.latitude = latitude;
      if (longitude !== null) input.longitude = longitude;
      tasks.addressPulse = async () =>
        (await engines.address()).lookup({ address, country, latitude, longitude });
    }
    return {
      service: 'fraudEngine',
      input,
      run: async () =>
        combine(
          await runSubServices(tasks, (part, cause) =>
            this.deps.log?.warn(
              { part, cause },
              'fraud-engine part could not run; call not charged',
            ),
          ),
        ),
    };
  }
}
