/**
 * The optional list refresh (DATA_SYNC_INTERVAL; off by default, daily when set): runs `data:sync`
 * inside the API on a timer (never two at once), behind its integrity guards, logs what changed,
 * and swaps the new lists into the engines. A failed run (offline, a refused file) keeps the
 * previous lists and is retried at the next tick.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { syncSanctions } from '../commands/sanctions-import.js';

export default fp(
  async (app) => {
    const every = app.config.dataSyncIntervalMs;
    if (every <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const outcomes = await syncSanctions(
          app.services.listImports,
          join(app.config.stateDir, 'sanctions'),
          (line) => app.log.info(`data sync: ${line}`),
          { maxShrinkPercent: app.config.dataSyncMaxShrink },
        );
        await app.engines.refresh();
        const refused = outcomes.filter((o) => 'refused' in o).map((o) => o.kind);
        if (refused.length) app.log.warn({ refused }, 'data sync refused some lists');
      } catch (err) {
        app.log.warn({ err }, 'data sync failed; the previous lists are kept');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void run(), every);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'data-sync', dependencies: ['db', 'engines'] },
);
