/** /api/developers/*: the Developers area of the dashboard (API keys, the request log). */
import type { FastifyPluginAsync } from 'fastify';
import keys from './keys.js';
import requests from './requests.js';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(keys);
  await app.register(requests);
};

export default routes;
