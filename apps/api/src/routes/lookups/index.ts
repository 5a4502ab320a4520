/**
 * POST /api/emaillookup, /phonelookup, /iplookup, /binlookup, /addresslookup (docs/api-contract.md):
 * metered lookups, accepting a dashboard session or an API key alone (`app.lookupAuth`).
 * Validation texts follow spec §5.
 */
import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONE_PATTERN } from '@pulse/engines';
import { AppError } from '../../lib/errors.js';
import { meteredLookup } from '../../services/lookups.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import type { Static } from 'typebox';
import {
  AddressBody,
  AddressLookup,
  BinBody,
  BinLookup,
  EmailBody,
  EmailLookup,
  IpBody,
  IpLookup,
  PhoneBody,
  PhoneLookup,
} from './schemas.js';

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

const LookupErrors = {
  ...BodyErrors,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
};

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [], licenseKey: [] },
  { licenseKey: [], clientId: [] },
];

function coordinate(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.lookupAuth);

  app.post(
    '/emaillookup',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Email lookup: syntax, MX/SPF/DMARC, disposable, free provider, role account',
        security,
        body: EmailBody,
        response: { 200: EmailLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const email = req.body.email.trim();
      const answer = await meteredLookup(app, req, 'emailLookup', { email }, () =>
        app.engines.email().lookup(email),
      );
      return answer as Static<typeof EmailLookup>;
    },
  );

  app.post(
    '/phonelookup',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Phone lookup: validity, line type, country, carrier, region, time zone',
        security,
        body: PhoneBody,
        response: { 200: PhoneLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const phone = req.body.phone.trim();
      if (!PHONE_PATTERN.test(phone.replace(/[\s\-.()]/g, '')))
        throw invalid('Enter a valid phone number');
      const answer = await meteredLookup(app, req, 'phoneLookup', { phone }, () =>
        app.engines.phone().lookup(phone),
      );
      return answer as Static<typeof PhoneLookup>;
    },
  );

  app.post(
    '/iplookup',
    {
      schema: {
        tags: ['lookups'],
        summary: 'IP lookup: location, ASN, bogon, hosting, VPN, proxy and Tor flags',
        security,
        body: IpBody,
        response: { 200: IpLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const ip = (req.body.ip ?? req.body.ipAddress)?.trim();
      if (!ip) throw invalid('IP Address is required');
      // Refused before metering: an address that cannot exist is a client error, never a billed call.
      if (isIP(ip) === 0) throw invalid('Enter a valid IPv4 or IPv6 address');
      const engine = await app.engines.ip();
      const answer = await meteredLookup(app, req, 'ipLookup', { ip }, () => engine.lookup(ip));
      return answer as Static<typeof IpLookup>;
    },
  );

  app.post(
    '/binlookup',
    {
      schema: {
        tags: ['lookups'],
        summary: 'BIN lookup: scheme, brand, issuer, country, type, level, prepaid',
        security,
        body: BinBody,
        response: { 200: BinLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const bin = req.body.bin.replace(/[\s-]/g, '');
      if (!/^\d{6,8}$/.test(bin))
        throw invalid('Please enter a valid BIN number, it should be a 6 digit number');
      const engine = await app.engines.bin();
      const answer = await meteredLookup(app, req, 'binLookup', { bin }, () => engine.lookup(bin));
      return answer as Static<typeof BinLookup>;
    },
  );

  app.post(
    '/addresslookup',
    {
      schema: {
        tags: ['lookups'],
        summary:
          'Address lookup: parse, geocode (GeoNames), type, distance to the current location',
        security,
        body: AddressBody,
        response: { 200: AddressLookup, ...LookupErrors },
      },
    },
    async (req) => {
      const address = req.body.address.trim();
      const country = req.body.country?.trim() || null;
      const latitude = coordinate(req.body.latitude);
      const longitude = coordinate(req.body.longitude);
      if (
        req.body.latitude !== undefined &&
        req.body.latitude !== null &&
        req.body.latitude !== '' &&
        (latitude === null || Math.abs(latitude) > 90)
      )
        throw invalid('Latitude must be a number between -90 and 90');
      if (
        req.body.longitude !== undefined &&
        req.body.longitude !== null &&
        req.body.longitude !== '' &&
        (longitude === null || Math.abs(longitude) > 180)
      )
        throw invalid('Longitude must be a number between -180 and 180');
      const input: Record<string, unknown> = { address };
      if (country) input.country = country;
      if (latitude !== null) input.latitude = latitude;
      if (longitude !== null) input.longitude = longitude;
      const engine = await app.engines.address();
      const answer = await meteredLookup(app, req, 'addressLookup', input, () =>
        engine.lookup({ address, country, latitude, longitude }),
      );
      return answer as Static<typeof AddressLookup>;
    },
  );
};

export default routes;
