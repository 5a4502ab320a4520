/**
 * The one error handler and not-found handler: every failure leaves as `{ error, code, requestId }`
 * with a fitting status. Bad input is always a 4xx; a database that cannot be reached is 503
 * UNAVAILABLE with Retry-After; unexpected errors are logged and answered with a generic 500 body.
 * No stack trace ever reaches a response. `requestId` is the id on the request's log lines.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/unavailable.js';
import { validationMessage } from '../lib/validation-messages.js';

/** Fastify's own error codes for bad requests, mapped to our codes and texts. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    error: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'Content-Type must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    error: 'Invalid Content-Length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    error: 'Request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    error: 'Request body is not valid JSON',
  },
};

function isErrorBody(payload: unknown): payload is { error: string; code: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'string' &&
    typeof (payload as { error?: unknown }).error === 'string'
  );
}

export default fp(
  async (app) => {
    // Every error body names the request, so a customer's report can be matched to the log lines.
    app.addHook('preSerialization', async (req, reply, payload) => {
      if (reply.statusCode >= 400 && isErrorBody(payload)) return { ...payload, requestId: req.id };
      return payload;
    });
    app.addHook('onRequest', async (req, reply) => void reply.header('x-request-id', req.id));

    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err: err.message }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send({ error: 'Service temporarily unavailable, please retry', code: 'UNAVAILABLE' });
      }
      if (err instanceof AppError) {
        return reply
          .status(err.statusCode)
          .send({ error: err.message, code: err.code, ...err.extra });
      }
      if (err.validation) {
        return reply.status(400).send({
          error: validationMessage(err.validation, err.validationContext),
          code: 'VALIDATION_ERROR',
        });
      }
      const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
      if (known) return reply.status(known.status).send({ error: known.error, code: known.code });
      // JSON.parse failures surface as SyntaxError with statusCode 400.
      if (err instanceof SyntaxError || err.statusCode === 400) {
        return reply
          .status(400)
          .send({ error: 'Request body is not valid JSON', code: 'INVALID_JSON' });
      }
      const status = err.statusCode ?? 500;
      if (status === 429) {
        return reply
          .status(429)
          .send({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
      }
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ error: err.message || 'Bad request', code: 'BAD_REQUEST' });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    });

    app.setNotFoundHandler((req, reply) => {
      reply.status(404).send({
        error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
        code: 'NOT_FOUND',
      });
    });
  },
  { name: 'error-handler' },
);
