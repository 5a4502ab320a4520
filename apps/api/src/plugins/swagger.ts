/**
 * OpenAPI 3.1 document built from the route schemas, served at GET /api/openapi.json, and the
 * interactive docs (swagger-ui) at /api/docs. Must be registered before the routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Pulse API',
          version: '1.0.0',
          description:
            'Provider API of Pulse: accounts, sessions, API keys, metered lookups, reports, dashboard ' +
            'and billing reads. Errors are `{ error, code }`. Money is integer cents. ' +
            'Dashboard calls use a bearer token; lookup calls accept a bearer token with `licensekey`, or ' +
            '`licensekey` with `clientid` alone.',
        },
        tags: [
          { name: 'auth', description: 'Sign-up, e-mail verification and sessions' },
          { name: 'user-data', description: 'The signed-in client: profile, API key, password' },
          { name: 'sessions', description: "The signed-in member's sessions: list and revoke" },
          {
            name: 'lookups',
            description: 'Metered lookups: one report and one consumed call each',
          },
          { name: 'reports', description: 'Reports of the caller' },
          {
            name: 'aml-lists',
            description: 'Sanctions list changes between imports, and list entries',
          },
          { name: 'batches', description: 'Batch screening: templates of the batch files' },
          { name: 'dashboard', description: 'Dashboard tiles and account summary' },
          { name: 'billing', description: 'Usage and cost' },
          { name: 'geo', description: 'Location of the caller (address forms fallback)' },
          { name: 'health', description: 'Liveness and engine readiness' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            licenseKey: { type: 'apiKey', in: 'header', name: 'licensekey' },
            clientId: { type: 'apiKey', in: 'header', name: 'clientid' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
