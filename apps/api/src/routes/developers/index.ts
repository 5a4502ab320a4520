/** /api/developers/*: the Developers area of the dashboard (API keys; more resources join here). */
import type { FastifyPluginAsync } from 'fastify';
import keys from './keys.js';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(keys);
};

export default routes;
