/** CORS for the shell and the remotes (PUBLIC_APP_URL plus the local ports 3000-3004). */
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
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
