/**
 * The lookup engines of this process (`app.engines`, see engines/registry.ts): built lazily, fed by
 * the data sets imported into the database, refreshed when a data set's version changes.
 */
import fp from 'fastify-plugin';
import { EngineRegistry, type EngineOverrides } from '../engines/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    engines: EngineRegistry;
  }
}

export interface EnginesPluginOptions {
  /** Engine instances to use instead of the default ones (tests: a fake DNS resolver). */
  overrides?: EngineOverrides | undefined;
}

export default fp<EnginesPluginOptions>(
  async (app, opts) => {
    const registry = new EngineRegistry({
      datasets: app.repos.datasets,
      sanctions: app.repos.sanctions,
      overrides: opts.overrides,
      dnsTimeoutMs: app.config.dnsTimeoutMs,
      pollMs: app.config.datasetPollMs,
      log: app.log,
    });
    app.decorate('engines', registry);
    // preClose, the first step of a close: the preload stops before the jobs and the database
    // are waited for, so a SIGTERM during start-up is not held up by engines nobody will use.
    app.addHook('preClose', async () => registry.close());
  },
  { name: 'engines', dependencies: ['config', 'db'] },
);
