/**
 * Opens the operator channel (commands/channel.ts) while this API owns an embedded PGlite folder:
 * a unix socket in the state folder whose token is published in the folder's lock. Not started on
 * PostgreSQL (commands open the database themselves) nor on `memory://` (tests).
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { serveChannel } from '../commands/channel.js';
import { runApiJob } from '../commands/jobs.js';

export default fp(
  async (app) => {
    const lock = app.database.lock;
    if (!lock) return;
    const socket = join(app.config.stateDir, 'operator.sock');
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      const { token } = lock.publishChannel(socket);
      server = await serveChannel(socket, token, (job, log) => runApiJob(app, job, log));
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'operator-channel', dependencies: ['db', 'engines'] },
);
