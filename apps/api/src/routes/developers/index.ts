/** /api/developers/*: the Developers area of the dashboard (the request log; more resources join here). */
import type { FastifyPluginAsync } from 'fastify';
import requests from './requests.js';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(requests);
};

export default routes;
