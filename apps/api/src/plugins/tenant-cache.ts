/**
 * Turns the tenant cache on for PostgreSQL while change announcements reach this process
 * (services/tenant-change-listener.ts). PGlite needs nothing: the cache is on from the start there
 * (plugins/db.ts). TENANT_CACHE=0 leaves it off on PostgreSQL.
 */
import fp from 'fastify-plugin';
import { TENANT_CHANNEL, TenantChangeListener } from '../services/tenant-change-listener.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on PostgreSQL with TENANT_CACHE on. */
    tenantListener?: TenantChangeListener;
  }
}

export default fp(
  async (app) => {
    const { config, database, repos } = app;
    if (database.kind !== 'postgres' || !config.databaseUrl || !config.tenantCache) return;
    const listener = new TenantChangeListener({
      databaseUrl: config.databaseUrl,
      cache: repos.tenantCache,
      notify: (payload) => repos.announcements.notify(TENANT_CHANNEL, payload),
      log: app.log,
    });
    app.decorate('tenantListener', listener);
    // A key change answers only once every process dropped the tenant (TenantCache.settle).
    repos.tenantCache.setSettler(() => listener.fence());
    app.addHook('onReady', async () => listener.start());
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'tenant-cache', dependencies: ['config', 'db'] },
);
