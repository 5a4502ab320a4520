/**
 * The batch routes (docs/api-contract.md "Batches"): template CSVs, upload (the raw CSV or NDJSON
 * body, streamed), list, detail, mapping, start, cancel and results. A session alone or an API
 * key (`app.readAuth`); roles per route in routes/access.ts (viewers read only). The use cases are
 * in services/batches.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { untilAborted } from '../../lib/deadline.js';
import { AppError } from '../../lib/errors.js';
import { RETRY_AFTER_SECONDS } from '../../lib/unavailable.js';
import { requireCaller } from '../../plugins/auth.js';
import { MAX_BYTES, templateCsv, templateFileName } from '../../services/batches/index.js';
import { ErrorBody, ServiceKey } from '../schemas.js';
import { Batch, BatchDetail, BatchPage, BatchParams, Mapping, withOldNames } from './schemas.js';

/** Upload content types and the format each means. */
const FORMATS = {
  'text/csv': 'csv',
  'application/x-ndjson': 'ndjson',
  'application/ndjson': 'ndjson',
} as const;

const Errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The answer to an upload stopped by the server's shutdown (the batch is left interrupted). */
const stopping = () =>
  new AppError(503, 'UNAVAILABLE', 'The server is restarting: upload the file again in a moment');

/** The answer to an upload not read and stored within BATCH_UPLOAD_TIMEOUT_MS (the batch is left interrupted). */
const uploadTimeout = (ms: number) =>
  new AppError(
    408,
    'UPLOAD_TIMEOUT',
    `The file was not read within ${Math.round(ms / 1000)} s, so its batch is left interrupted; upload it again, or split it into smaller files`,
  );

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);
  const batches = () => app.services.batches;

  // Uploads being read: a shutdown stops them, so it ends within SHUTDOWN_TIMEOUT_MS even while a
  // client is still sending (or has stopped sending) a 100 MB file.
  const uploading = new Set<AbortController>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const upload of uploading) upload.abort();
  });

  // The file is read as a stream by the service (never buffered whole); its limits are the
  // reader's (100 MB, 1,000,000 rows: 413), so the app's JSON body limit does not apply.
  app.addContentTypeParser(
    Object.keys(FORMATS),
    { bodyLimit: MAX_BYTES + 1 },
    (_req, payload, done) => done(null, payload),
  );

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

  app.post(
    '/batches',
    {
      schema: {
        tags: ['batches'],
        summary: 'Upload a batch file: read and checked, kept in preview, nothing charged',
        description:
          'The body is the file itself: `Content-Type: text/csv` (a header row, then one row per ' +
          'subject, the columns of the template) or `application/x-ndjson` (one JSON object per ' +
          'line, keyed by field name). At most 100 MB and 1,000,000 rows. A file that cannot be ' +
          'read is refused as a whole with the line (`line`) and nothing is kept. The answer holds ' +
          'the preview: the mapping, the first 20 rows with their errors, the row count, the rows ' +
          'to screen and those the lookup refuses (never charged), and the cost of the rows to ' +
          'screen against the calls left. Start it with `POST /api/batches/{id}/start`. While the ' +
          'file is read the batch is `uploading`; an upload that stops before the end of the file ' +
          '(the client goes away, the server stops) leaves it `interrupted`, never startable. ' +
          'Bounds per row and a processing deadline (408 UPLOAD_TIMEOUT) are in the API contract.',
        security,
        consumes: Object.keys(FORMATS),
        querystring: Type.Object({
          service: ServiceKey,
          fileName: Type.Optional(
            Type.String({ minLength: 1, maxLength: 255, description: 'Shown in the batch list' }),
          ),
        }),
        response: {
          201: BatchDetail,
          400: Type.Intersect([ErrorBody, Type.Object({ line: Type.Optional(Type.Integer()) })]),
          408: ErrorBody,
          413: Type.Intersect([ErrorBody, Type.Object({ line: Type.Optional(Type.Integer()) })]),
          409: ErrorBody,
          415: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const format = FORMATS[type as keyof typeof FORMATS];
      // Another body type the app can parse (JSON) reached this route: it is not a batch file.
      if (!format)
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file with Content-Type text/csv or application/x-ndjson',
        );
      // The processing deadline: past it the read stops wherever it waits (a slow sender, or the
      // next read after a slow write) and the upload is refused whole. A shutdown stops it too.
      const deadline = AbortSignal.timeout(app.config.batchUploadTimeoutMs);
      // An upload whose handler starts after the close began is stopped at once.
      const stop = new AbortController();
      if (closing) stop.abort();
      uploading.add(stop);
      const file = untilAborted(req.body as Readable, AbortSignal.any([deadline, stop.signal]));
      try {
        const detail = await batches().upload(
          { caller: requireCaller(req), memberId: req.member?.id ?? null },
          {
            service: req.query.service,
            fileName: req.query.fileName ?? `batch.${format}`,
            format,
          },
          file,
        );
        return await reply.code(201).send(withOldNames(detail));
      } catch (err) {
        // A refused file's unread rest is not read and discarded: the connection closes with
        // the answer, so nothing of the upload goes on after it.
        if (!req.raw.complete) void reply.header('connection', 'close');
        if (deadline.aborted) throw uploadTimeout(app.config.batchUploadTimeoutMs);
        if (stop.signal.aborted) {
          void reply.header('retry-after', RETRY_AFTER_SECONDS);
          throw stopping();
        }
        throw err;
      } finally {
        uploading.delete(stop);
      }
    },
  );

  app.get(
    '/batches',
    {
      schema: {
        tags: ['batches'],
        summary: 'The batches of the caller (of its mode), newest first',
        security,
        querystring: Type.Object({
          limit: Type.Optional(
            Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' }),
          ),
          cursor: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: BatchPage, 400: ErrorBody, ...Errors },
      },
    },
    async (req) =>
      await batches().list(
        requireCaller(req),
        req.query.limit === undefined ? 20 : Number(req.query.limit),
        req.query.cursor,
      ),
  );

  app.get(
    '/batches/:id',
    {
      schema: {
        tags: ['batches'],
        summary: 'One batch: progress, outcome counts, rows with errors, and its preview',
        security,
        params: BatchParams,
        response: { 200: BatchDetail, ...Errors },
      },
    },
    async (req) => withOldNames(await batches().detail(requireCaller(req), req.params.id)),
  );

  app.put(
    '/batches/:id/mapping',
    {
      schema: {
        tags: ['batches'],
        summary: 'Change the column mapping of a batch in preview',
        security,
        params: BatchParams,
        body: Type.Object({ mapping: Mapping }),
        response: { 200: BatchDetail, 400: ErrorBody, 409: ErrorBody, ...Errors },
      },
    },
    async (req) =>
      withOldNames(await batches().setMapping(requireCaller(req), req.params.id, req.body.mapping)),
  );

  app.post(
    '/batches/:id/start',
    {
      schema: {
        tags: ['batches'],
        summary: 'Start a batch in preview (calls are consumed from here), or resume a paused one',
        description:
          'A batch that cannot start answers 409 with a message naming its state: ' +
          '`BATCH_UPLOADING` while the file is still uploading, `BATCH_INTERRUPTED` once its ' +
          'upload was interrupted (upload the file again), `BATCH_STARTED` while queued or ' +
          'running, `BATCH_ENDED` once cancelled, done or failed.',
        security,
        params: BatchParams,
        response: { 200: Batch, 409: ErrorBody, ...Errors },
      },
    },
    async (req) => await batches().start(requireCaller(req), req.params.id),
  );

  app.post(
    '/batches/:id/cancel',
    {
      schema: {
        tags: ['batches'],
        summary: 'Cancel a batch: no row starts after this; rows done stay billed and downloadable',
        security,
        params: BatchParams,
        response: { 200: Batch, 409: ErrorBody, ...Errors },
      },
    },
    async (req) => await batches().cancel(requireCaller(req), req.params.id),
  );

  app.get(
    '/batches/:id/results',
    {
      schema: {
        tags: ['batches'],
        summary: 'The results of a batch, streamed as CSV or NDJSON',
        description:
          'Each row: its input columns, then `row`, `decision`, `score`, `message`, the key ' +
          'fields of the service, `report_id` and `error`. Rows not screened yet have empty ' +
          'results; rows a cancelled, failed or interrupted batch left unscreened have the decision ' +
          '`NOT_SCREENED`. CSV: RFC 4180, a text cell starting with `=`, `+`, `-`, `@`, tab or ' +
          "carriage return (plain numbers aside) written with a leading `'` (OWASP CSV Injection).",
        security,
        params: BatchParams,
        querystring: Type.Object({
          format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('ndjson')])),
        }),
        produces: ['text/csv', 'application/x-ndjson'],
        response: { 200: Type.String({ description: 'The results file' }), ...Errors },
      },
    },
    async (req, reply) => {
      const format = req.query.format ?? 'csv';
      const { fileName, chunks } = await batches().results(
        requireCaller(req),
        req.params.id,
        format,
      );
      return sendStream(
        reply
          .header(
            'content-type',
            format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
          )
          // A header carries printable ASCII only: other characters of the uploaded name become `_`.
          .header(
            'content-disposition',
            `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
          ),
        Readable.from(chunks),
      );
    },
  );
};

/**
 * Sends a file as a stream: Fastify pipes a stream unserialized, so the body is not the string the
 * response schema documents for the OpenAPI document; the untyped reply says so.
 */
function sendStream(reply: FastifyReply, stream: Readable): FastifyReply {
  return reply.send(stream);
}

export default routes;
