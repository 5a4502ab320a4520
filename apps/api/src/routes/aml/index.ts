/**
 * POST /api/amlperson, /api/amlbusiness (sanctions / PEP screening) and POST /api/fraud-engine (the
 * combined engine): metered lookups on the lookup pipeline (services/lookups.ts), same auth modes.
 * Validation texts follow spec §5; the fraud engine's combination rules are in
 * services/fraud-engine.ts.
 */
import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONE_PATTERN, type EngineResult } from '@pulse/engines';
import { screenBusinessResult, screenPersonResult, type AmlMode } from '@pulse/engines/aml';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { requireClient } from '../../plugins/auth.js';
import { combine, runSubServices, type FraudSubKey } from '../../services/fraud-engine.js';
import { displayName, meteredLookup, serviceDisabled } from '../../services/lookups.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import {
  AmlBusinessBody,
  AmlBusinessLookup,
  AmlPersonBody,
  AmlPersonLookup,
  FraudEngineBody,
  FraudEngineLookup,
} from './schemas.js';

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

const LookupErrors = { ...BodyErrors, 401: ErrorBody, 402: ErrorBody, 403: ErrorBody };

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [], licenseKey: [] },
  { licenseKey: [], clientId: [] },
];

const text = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
};

const mode = (v: unknown): AmlMode => (String(v ?? '2') === '1' ? '1' : '2');

function checkDob(dob: string | null): void {
  if (dob && !/^\d{4}-\d{2}-\d{2}$/.test(dob)) throw invalid('Date of Birth must be YYYY-MM-DD');
}

function normaliseGender(g: string | null): string | null {
  if (!g) return null;
  const t = g.toLowerCase();
  if (t === 'male' || t === 'm') return 'male';
  if (t === 'female' || t === 'f') return 'female';
  throw invalid('Gender must be Male or Female');
}

interface PersonInput {
  f_name: string;
  l_name: string;
  dob?: string;
  gender?: string;
  fuzzy_amlp: AmlMode;
}

async function screenPerson(app: FastifyInstance, p: PersonInput) {
  const index = await app.engines.aml();
  return screenPersonResult(index, {
    firstName: p.f_name,
    lastName: p.l_name,
    dob: p.dob ?? null,
    gender: p.gender ?? null,
    mode: p.fuzzy_amlp,
  }) as EngineResult<unknown>;
}

async function screenBusiness(app: FastifyInstance, company: string, m: AmlMode) {
  const index = await app.engines.aml();
  return screenBusinessResult(index, { company, mode: m }) as EngineResult<unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function coordinate(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** 400 naming the field whose sub-service is off for the client (the field is refused, not dropped). */
async function subServiceOff(app: FastifyInstance, service: string, field: string) {
  const name = await displayName(app, service);
  return new AppError(
    400,
    'SUB_SERVICE_DISABLED',
    `${field}: ${name} is not enabled for your account. Remove the field or contact support.`,
  );
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.lookupAuth);

  app.post(
    '/amlperson',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Individual AML: sanctions and PEP screening of a person (exact or fuzzy)',
        security,
        body: AmlPersonBody,
        response: { 200: AmlPersonLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const b = req.body;
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
      const answer = await meteredLookup(app, req, 'amlPerson', { ...input }, () =>
        screenPerson(app, input),
      );
      return answer as Static<typeof AmlPersonLookup>;
    },
  );

  app.post(
    '/amlbusiness',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Business AML: sanctions screening of a company (exact or fuzzy)',
        security,
        body: AmlBusinessBody,
        response: { 200: AmlBusinessLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const company = req.body.company.trim();
      const m = mode(req.body.fuzzy_amlb);
      const answer = await meteredLookup(app, req, 'amlBusiness', { company, fuzzy_amlb: m }, () =>
        screenBusiness(app, company, m),
      );
      return answer as Static<typeof AmlBusinessLookup>;
    },
  );

  app.post(
    '/fraud-engine',
    {
      schema: {
        tags: ['lookups'],
        summary:
          'Fraud engine: every enabled sub-service with input, in parallel, and one combined decision',
        description:
          'Enterprise clients (services.fraudEngine). Charges ONE fraudEngine call; the sub-services ' +
          'are not charged separately. A field whose sub-service is off is refused (400 SUB_SERVICE_DISABLED).',
        security,
        body: FraudEngineBody,
        response: { 200: FraudEngineLookup, ...LookupErrors },
      },
    },
    async (req: FastifyRequest<{ Body: Static<typeof FraudEngineBody> }>) => {
      const client = requireClient(req);
      if (!client.fraudEngine) throw serviceDisabled(await displayName(app, 'fraudEngine'));
      const b = req.body;
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
      // Spec §5 combined-form rules, in the form's order.
      if (!Object.values(f).some((v) => v !== null))
        throw invalid('At least one field must be filled out');
      if ((f.gender || f.dob) && !f.f_name && !f.l_name)
        throw invalid('First Name or Last Name is required when Gender or DOB is selected');
      if ((f.f_name && !f.l_name) || (!f.f_name && f.l_name))
        throw invalid('Both First Name and Last Name are required');
      if (f.country && !f.address)
        throw invalid('Address is required when only Country is selected');
      if (f.email && !EMAIL.test(f.email)) throw invalid('Invalid email format');
      checkDob(f.dob);
      const gender = normaliseGender(f.gender);
      const phone = f.phone;
      if (phone && !PHONE_PATTERN.test(phone.replace(/[\s\-.()]/g, '')))
        throw invalid('Enter a valid phone number');
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

      // A field whose sub-service is off is refused, naming the field.
      const wanted: Array<
        [
          boolean,
          (
            | 'amlPerson'
            | 'amlBusiness'
            | 'emailLookup'
            | 'ipLookup'
            | 'phoneLookup'
            | 'binLookup'
            | 'addressLookup'
          ),
          string,
        ]
      > = [
        [!!f.f_name, 'amlPerson', 'First Name'],
        [!!f.company, 'amlBusiness', 'Company Name'],
        [!!f.email, 'emailLookup', 'Email'],
        [!!f.ip, 'ipLookup', 'IP Address'],
        [!!phone, 'phoneLookup', 'Phone'],
        [!!bin, 'binLookup', 'Credit/Debit card number'],
        [!!f.address, 'addressLookup', 'Address'],
      ];
      for (const [has, service, field] of wanted)
        if (has && !client[service]) throw await subServiceOff(app, service, field);

      const input: Record<string, unknown> = {};
      const tasks: Partial<
        Record<FraudSubKey, () => Promise<EngineResult<unknown>> | EngineResult<unknown>>
      > = {};
      if (f.f_name && f.l_name) {
        const p: PersonInput = {
          f_name: f.f_name,
          l_name: f.l_name,
          fuzzy_amlp: mode(b.fuzzy_amlp),
        };
        if (f.dob) p.dob = f.dob;
        if (gender) p.gender = gender;
        Object.assign(input, p);
        tasks.individualAMLPulse = () => screenPerson(app, p);
      }
      if (f.company) {
        const company = f.company;
        const m = mode(b.fuzzy_amlb);
        Object.assign(input, { company, fuzzy_amlb: m });
        tasks.businessAMLPulse = () => screenBusiness(app, company, m);
      }
      if (f.email) {
        const email = f.email;
        input.email = email;
        tasks.emailPulse = () => app.engines.email().lookup(email);
      }
      if (f.ip) {
        const ip = f.ip;
        input.ip = ip;
        tasks.ipPulse = async () => (await app.engines.ip()).lookup(ip);
      }
      if (phone) {
        input.phone = phone;
        tasks.phonePulse = () => app.engines.phone().lookup(phone);
      }
      if (bin) {
        input.bin = bin;
        tasks.binPulse = async () => (await app.engines.bin()).lookup(bin);
      }
      if (f.address) {
        const address = f.address;
        const country = f.country;
        Object.assign(input, { address }, country ? { country } : {});
        if (latitude !== null) input.latitude = latitude;
        if (longitude !== null) input.longitude = longitude;
        tasks.addressPulse = async () =>
          (await app.engines.address()).lookup({ address, country, latitude, longitude });
      }
      const answer = await meteredLookup(app, req, 'fraudEngine', input, async () =>
        combine(
          await runSubServices(tasks, (key, cause) =>
            req.log.warn({ part: key, cause }, 'fraud-engine part could not run; call not charged'),
          ),
        ),
      );
      return answer as Static<typeof FraudEngineLookup>;
    },
  );
};

export default routes;
