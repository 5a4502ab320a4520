/**
 * GET /api/batches/templates/{service} (docs/api-contract.md "Batches"): the template CSV of a
 * service's batch file, for every member and for an API key (`app.readAuth`). The columns and
 * the example row come from services/batches.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { templateCsv, templateFileName } from '../../services/batches/index.js';
import { ErrorBody, ServiceKey } from '../schemas.js';

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/batches/templates/:service',
    {
      schema: {
        tags: ['batches'],
        summary:
          "Template CSV of a service's batch file: the header of its fields and an example row",
        description:
          'The columns are the field names of the single lookup of the service; the example row ' +
          'passes its rules. Downloaded as `pulse-<service>-template.csv`.',
        security,
        params: Type.Object({ service: ServiceKey }),
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV (UTF-8, CRLF): a header row and one example row' }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${templateFileName(req.params.service)}"`,
        )
        .send(templateCsv(req.params.service)),
  );
};

export default routes;
