/** Builds the services once (services/index.ts) and exposes them as `app.services` to the routes. */
import fp from 'fastify-plugin';
import { createServices, type Services } from '../services/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'services',
      createServices({
        config: app.config,
        repos: app.repos,
        engines: app.engines,
        mailer: app.mailer,
        payments: app.payments,
        log: app.log,
      }),
    );
  },
  { name: 'services', dependencies: ['config', 'db', 'mailer', 'payments', 'engines'] },
);
