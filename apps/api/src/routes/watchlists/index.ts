/**
 * The watchlist routes (docs/api-contract.md "Watchlists", docs/adr/0048-custom-watchlists.md): a
 * tenant's own lists, uploaded as CSV and screened by its AML lookups beside the public lists. A
 * session or an API key (`app.readAuth`); roles per route in routes/access.ts (analysts and
 * viewers read only). Both modes screen the lists, so test mode reads them only: its writes are
 * 403 TEST_MODE_READ_ONLY. The use cases are in services/watchlists.
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { audited, param } from '../../plugins/audit-trail.js';
import { requireScope } from '../../plugins/auth.js';
import { MAX_FILE_BYTES } from '../../services/watchlists/index.js';
import { ErrorBody } from '../schemas.js';
import {
  FileError,
  Watchlist,
  WatchlistDetail,
  WatchlistList,
  WatchlistParams,
} from './schemas.js';

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const Errors = { 401: ErrorBody, 403: ErrorBody };

const FILE_RULES =
  'The body is the CSV file itself (`Content-Type: text/csv`, UTF-8): a header row naming the ' +
  'columns `name`, `aliases` (several separated by `;`), `date_of_birth` (YYYY-MM-DD, YYYY-MM or ' +
  'YYYY), `country` (ISO 3166-1 alpha-2) and `reference` (unique within the list); `name` and ' +
  '`reference` are required, the others may be absent or blank. The batch file rules apply: ' +
  'commas only, every row with the header column count, no cell starting with `=`, `@`, or `+`/' +
  '`-` followed by anything but a number. At most 10 MB and 10,000 entries per list, 20 lists ' +
  'and 10,000 entries per team. A file that cannot be read is refused as a whole, its message ' +
  'starting with `Line N:` (`line` in the body), and nothing is stored.';

const LIVE_ONLY =
  'Live mode only: the lists are shared by live and test mode, so a test key or the Test view ' +
  'reads them and its writes are 403 TEST_MODE_READ_ONLY.';

const NameQuery = Type.String({ minLength: 1, maxLength: 100, description: "The list's name" });

const fileOf = (req: { headers: Record<string, unknown>; body: unknown }): Readable => {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'text/csv')
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the list as the body with Content-Type text/csv',
    );
  return req.body as Readable;
};

const uploadedBy = (req: { member?: { id: string } | null }) => req.member?.id ?? null;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);
  const watchlists = () => app.services.watchlists;

  // The file is read as a stream by the service; its limits are the reader's (10 MB: 413).
  app.addContentTypeParser('text/csv', { bodyLimit: MAX_FILE_BYTES + 1 }, (_req, payload, done) =>
    done(null, payload),
  );

  app.get(
    '/watchlists',
    {
      schema: {
        tags: ['watchlists'],
        summary: "The team's watchlists, by name",
        security,
        response: { 200: WatchlistList, ...Errors },
      },
    },
    async (req) => ({ items: await watchlists().list(requireScope(req).client.id) }),
  );

  app.post(
    '/watchlists',
    {
      config: audited<{ id: string; name: string; entryCount: number; version: number }>({
        action: 'watchlist.uploaded',
        target: (_req, p) => p.id,
        detail: (_req, p) => ({ name: p.name, entries: p.entryCount }),
      }),
      schema: {
        tags: ['watchlists'],
        summary: 'Upload a watchlist (CSV): screened by the AML lookups of the team from now on',
        description: `${FILE_RULES} ${LIVE_ONLY}`,
        security,
        consumes: ['text/csv'],
        querystring: Type.Object({ name: NameQuery }),
        response: {
          201: WatchlistDetail,
          400: FileError,
          409: ErrorBody,
          413: FileError,
          415: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const detail = await watchlists().upload(
        requireScope(req),
        uploadedBy(req),
        req.query.name,
        fileOf(req),
      );
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/watchlists/:id',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'One watchlist with a page of its entries (by reference)',
        security,
        params: WatchlistParams,
        querystring: Type.Object({
          limit: Type.Optional(
            Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' }),
          ),
          cursor: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: WatchlistDetail, 400: ErrorBody, 404: ErrorBody, ...Errors },
      },
    },
    async (req) =>
      await watchlists().detail(
        requireScope(req).client.id,
        req.params.id,
        req.query.limit === undefined ? 20 : Number(req.query.limit),
        req.query.cursor,
      ),
  );

  app.put(
    '/watchlists/:id',
    {
      config: audited<{ id: string; name: string; entryCount: number; version: number }>({
        action: 'watchlist.replaced',
        target: (req) => param(req, 'id'),
        detail: (_req, p) => ({ name: p.name, entries: p.entryCount, version: p.version }),
      }),
      schema: {
        tags: ['watchlists'],
        summary: "Replace a watchlist's entries with a new file (bumps its version)",
        description:
          `${FILE_RULES} \`name\` renames the list when given. An entry (by reference) whose ` +
          'matching fields changed reopens the false-positive cases decided on it, with the diff ' +
          `in their history. ${LIVE_ONLY}`,
        security,
        consumes: ['text/csv'],
        params: WatchlistParams,
        querystring: Type.Object({ name: Type.Optional(NameQuery) }),
        response: {
          200: WatchlistDetail,
          400: FileError,
          404: ErrorBody,
          409: ErrorBody,
          413: FileError,
          415: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req) => {
      return await watchlists().replace(
        requireScope(req),
        req.params.id,
        uploadedBy(req),
        fileOf(req),
        req.query.name,
      );
    },
  );

  app.delete(
    '/watchlists/:id',
    {
      config: audited<{ id: string; name: string }>({
        action: 'watchlist.deleted',
        target: (req) => param(req, 'id'),
        detail: (_req, p) => ({ name: p.name }),
      }),
      schema: {
        tags: ['watchlists'],
        summary: 'Delete a watchlist: its entries are no longer screened',
        description: LIVE_ONLY,
        security,
        params: WatchlistParams,
        response: { 200: Watchlist, 400: ErrorBody, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => await watchlists().remove(requireScope(req), req.params.id),
  );
};

export default routes;
