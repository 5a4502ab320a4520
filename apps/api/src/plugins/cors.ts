/** CORS for the shell and the remotes (PUBLIC_APP_URL plus the local ports 3000-3006). */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'licensekey', 'clientid', 'pulse-mode'],
      exposedHeaders: ['Retry-After', 'x-total-count', 'x-next-cursor'],
      maxAge: 600,
      // An OPTIONS without Origin is not a preflight but a plain question about the resource:
      // 204 like any other OPTIONS (no Allow-Origin header unless the origin is allowed), not the
      // plugin's text/plain 400, which no other error of the API looks like.
      strictPreflight: false,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
