/**
 * POST /api/amlperson, /api/amlbusiness (sanctions / PEP screening) and POST /api/fraud-engine (the
 * combined engine): metered lookups, same auth modes as the other lookups. The input rules and the
 * flows are in services/aml.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_BY_KEY } from '@pulse/catalog';
import { requireCaller } from '../../plugins/auth.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import {
  AmlBusinessBody,
  AmlBusinessLookup,
  AmlPersonBody,
  AmlPersonLookup,
  FraudEngineBody,
  FraudEngineLookup,
} from '../../schemas/aml.js';

const LookupErrors = { ...BodyErrors, 401: ErrorBody, 402: ErrorBody, 403: ErrorBody };

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [], licenseKey: [] },
  { licenseKey: [], clientId: [] },
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.lookupAuth);

  app.post(
    CATALOG_BY_KEY.amlPerson.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'Individual AML: sanctions and PEP screening of a person (exact or fuzzy)',
        security,
        body: AmlPersonBody,
        response: { 200: AmlPersonLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.aml.person(requireCaller(req), req.body),
  );

  app.post(
    CATALOG_BY_KEY.amlBusiness.path,
    {
      schema: {
        tags: ['lookups'],
        summary: 'Business AML: sanctions screening of a company (exact or fuzzy)',
        security,
        body: AmlBusinessBody,
        response: { 200: AmlBusinessLookup, ...LookupErrors },
      },
    },
    async (req) => app.services.aml.business(requireCaller(req), req.body),
  );

  app.post(
    CATALOG_BY_KEY.fraudEngine.path,
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
    async (req) => app.services.aml.fraudEngine(requireCaller(req), req.body),
  );
};

export default routes;
