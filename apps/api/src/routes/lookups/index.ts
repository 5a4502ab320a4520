/**
 * POST /api/emaillookup, /phonelookup, /iplookup, /binlookup, /addresslookup (docs/api-contract.md):
 * metered lookups, accepting a dashboard session or an API key alone (`app.lookupAuth`). The
 * input rules and metering are in services/lookups.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_BY_KEY } from '@pulse/catalog';
import { requireCaller } from '../../plugins/auth.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
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
} from '../../schemas/lookups.js';

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

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.lookupAuth);

  app.post(
    CATALOG_BY_KEY.emailLookup.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'Email lookup: syntax, MX/SPF/DMARC, disposable, free provider, role account',
        security,
        body: EmailBody,
        response: { 200: EmailLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.lookups.email(requireCaller(req), req.body.email),
  );

  app.post(
    CATALOG_BY_KEY.phoneLookup.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'Phone lookup: validity, line type, country, carrier, region, time zone',
        security,
        body: PhoneBody,
        response: { 200: PhoneLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.lookups.phone(requireCaller(req), req.body.phone),
  );

  app.post(
    CATALOG_BY_KEY.ipLookup.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'IP lookup: location, ASN, bogon, hosting, VPN, proxy and Tor flags',
        security,
        body: IpBody,
        response: { 200: IpLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.lookups.ip(requireCaller(req), req.body),
  );

  app.post(
    CATALOG_BY_KEY.binLookup.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'BIN lookup: scheme, brand, issuer, country, type, level, prepaid',
        security,
        body: BinBody,
        response: { 200: BinLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.lookups.bin(requireCaller(req), req.body.bin),
  );

  app.post(
    CATALOG_BY_KEY.addressLookup.path,
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
    async (req) => app.services.lookups.address(requireCaller(req), req.body),
  );
};

export default routes;
