/**
 * Documents, on every route, the error answers any route can give besides its own: 400 for bad
 * input (a URL with a broken %-encoding on any route; schema, NUL/surrogate or nesting check, bad
 * JSON), 413/415 for a body that is too large or not JSON, and 503 while the database cannot be
 * reached (docs/api-contract.md). Added on `onRoute`, before the OpenAPI document is built, so
 * the document and the response serialisers agree with what the error handler sends, and no route
 * can forget one.
 */
import fp from 'fastify-plugin';
import { ErrorBody } from '../routes/schemas.js';

// Fastify parses a body on these (DELETE included), so a wrong one can be 413 or 415.
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      // Routes without a schema (docs assets, the OpenAPI document itself) are not part of the API.
      if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
      const response = (schema.response ??= {}) as Record<string, unknown>;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const takesBody = methods.some((m) => BODY_METHODS.includes(m));
      const add = (status: number) => void (response[status] ??= ErrorBody);
      // Any URL can carry a broken %-escape (input-guard.ts), so every route can answer 400.
      add(400);
      if (takesBody) {
        add(413);
        add(415);
      }
      if (route.url !== '/api/health/live') add(503);
    });
  },
  { name: 'error-responses' },
);
