/**
 * Records every call made with an API key (docs/adr/0020-request-log-and-usage-alerts.md) into the request log, off the hot path: the hooks below only keep references (the
 * parsed body, the serialised answer) and push one entry into the RequestLogWriter, which redacts
 * and stores batches after the answers have gone out.
 *
 * The answer of a call that wrote a report is not kept: it is that report (`{ <pulseKey>: { report } }`
 * built from the stored row), so the entry points at the report and the detail rebuilds the answer
 * from it (RequestLogService.get). Copying it cost more than the rest of the entry together.
 *
 * Which calls: requests that carry `licensekey` and no session (`Authorization`), i.e. the
 * customer's servers, on any route the API serves, whatever the outcome. The tenant is the key's
 * owner: set by `lookupAuth` / `readAuth` when they accepted the key, or, for a call refused before
 * or during authentication (a 400 from the body schema, a 403 for a `clientid` that is not the
 * key's), looked up after the answer was sent. A key that matches no tenant is not recorded.
 *
 * Its retention job runs as the upkeep `request-log-prune` (jobs/request-log-prune.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestLogWriter } from '../services/request-log-writer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request log's writer; null when REQUEST_LOG=0. */
    requestLog: RequestLogWriter | null;
  }
  interface FastifyRequest {
    /** What the request log keeps of this request until it answers (null: not recorded). */
    logCapture: { reportId: string | null; payload: unknown } | null;
  }
}

/** The `referenceID` of a lookup answer `{ <pulseKey>: { report: { referenceID } } }`, if any. */
function reportIdOf(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const values = Object.values(payload as Record<string, unknown>);
  if (values.length !== 1) return null;
  const report = (values[0] as { report?: { referenceID?: unknown } } | null)?.report;
  return typeof report?.referenceID === 'string' ? report.referenceID : null;
}

/**
 * The body as the log keeps it: the parsed JSON, or for a file streamed to its route (a batch or
 * watchlist upload, whose `req.body` is the request stream itself) only its type and declared
 * size `{ file: { contentType, bytes } }`: the file is the customer's data, not a call's input,
 * and the stream is no value to copy.
 */
function loggedBody(req: FastifyRequest): unknown {
  if (!(req.body instanceof Readable)) return req.body;
  const length = Number(req.headers['content-length']);
  return {
    file: {
      contentType: req.headers['content-type']?.split(';')[0]?.trim() ?? null,
      bytes: Number.isSafeInteger(length) && length >= 0 ? length : null,
    },
  };
}

function single(v: string | string[] | undefined): string | undefined {
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
}

export default fp(
  async (app) => {
    const settings = app.config.requestLog;
    app.decorateRequest('logCapture', null);
    if (!settings.enabled) {
      app.decorate('requestLog', null);
      return;
    }
    const writer = new RequestLogWriter(app.repos.requestLog, app.log, settings);
    app.decorate('requestLog', writer);

    // Callback-style hooks: they run on every request, and an async hook costs a promise each.
    app.addHook('onRequest', (req, _reply, done) => {
      if (req.headers.licensekey !== undefined && req.headers.authorization === undefined)
        req.logCapture = { reportId: null, payload: undefined };
      done();
    });

    app.addHook('preSerialization', (req, _reply, payload, done) => {
      if (req.logCapture) req.logCapture.reportId = reportIdOf(payload);
      done(null, payload);
    });

    app.addHook('onSend', (req, _reply, payload, done) => {
      // A lookup answer is the report it wrote, which the log reads back instead (see the writer).
      if (req.logCapture && req.logCapture.reportId === null) req.logCapture.payload = payload;
      done(null, payload);
    });

    app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
      done();
      const capture = req.logCapture;
      const route = req.routeOptions.url;
      if (!capture || !route) return;
      const key = single(req.headers.licensekey);
      if (!key) return;
      const elapsed = reply.elapsedTime;
      const entry = {
        createdAt: new Date(Date.now() - elapsed),
        requestId: req.id,
        keyPrefix: req.apiKeyPrefix ?? key.slice(0, 12),
        method: req.method,
        path: req.url.split('?')[0] ?? req.url,
        route,
        status: reply.statusCode,
        latencyMs: elapsed,
        ip: req.ip,
        reportId: capture.reportId,
        query: req.query,
        headers: req.headers,
        requestBody: loggedBody(req),
        responsePayload: capture.payload,
      };
      if (req.client) {
        writer.add({ tenantId: req.client.id, ...entry });
        return;
      }
      // Refused before the key was checked: find its owner now that the answer has gone out.
      void app.repos.apiKeys.findClientByKey(key).then(
        (owner) => owner && writer.add({ tenantId: owner.id, ...entry }),
        (err: unknown) => app.log.warn({ err }, 'request log: key owner lookup failed'),
      );
    });

    // Registered after the database plugin, so this runs before the database closes: what is
    // still queued (SIGTERM included) is written.
    app.addHook('onClose', async () => {
      await writer.close();
    });
  },
  { name: 'request-log', dependencies: ['config', 'db', 'auth', 'services'] },
);
