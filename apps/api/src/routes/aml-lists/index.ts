/**
 * The sanctions list changes (docs/api-contract.md "List updates", docs/adr/0045-list-diffs.md):
 * every import or sync of a list with what it added, removed and changed, and one list entry's
 * details. Lists are public data, the same for every tenant, but only a signed-in member or a
 * valid API key may read them (`app.readAuth`); every member role may (routes/access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, withRecordId } from '../schemas.js';
import {
  IdParams,
  ListEntry,
  ListUpdateDetail,
  ListUpdatePage,
  UpdateQuery,
  UpdatesQuery,
} from '../../schemas/aml-lists.js';

const Errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];

const limitOf = (limit: string | undefined) => (limit === undefined ? 20 : Number(limit));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);
  const svc = () => app.services.listUpdates;

  app.get(
    '/aml/list-updates',
    {
      schema: {
        tags: ['aml-lists'],
        summary: 'Imports and syncs of the sanctions lists, newest first, with their counts',
        security,
        querystring: UpdatesQuery,
        response: { 200: ListUpdatePage, ...Errors },
      },
    },
    async (req) => await svc().list(req.query.source, limitOf(req.query.limit), req.query.cursor),
  );

  app.get(
    '/aml/list-updates/:id',
    {
      schema: {
        tags: ['aml-lists'],
        summary: 'One list update with a page of its entries (added, removed, changed)',
        security,
        params: IdParams,
        querystring: UpdateQuery,
        response: { 200: ListUpdateDetail, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const q = req.query;
      const detail = await svc().detail(req.params.id, q.kind, limitOf(q.limit), q.cursor);
      return { ...detail, entries: detail.entries.map(withRecordId) };
    },
  );

  app.get(
    '/aml/entries/:id',
    {
      schema: {
        tags: ['aml-lists'],
        summary: 'One list entry as stored in the current version of its list',
        description: 'The id is `<source>:<sourceId>`, e.g. `ofac-sdn:35096`.',
        security,
        params: IdParams,
        response: { 200: ListEntry, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => await svc().entry(req.params.id),
  );
};

export default routes;
