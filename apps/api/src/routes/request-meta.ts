/** The caller's address and user agent as the services record them (services/audit.ts). */
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../services/audit.js';

/** `req.ip` honours TRUST_PROXY (app.ts); the user agent is the header's first value. */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    ip: req.ip || null,
    userAgent: (Array.isArray(ua) ? ua[0] : ua) ?? null,
    requestId: req.id,
  };
}
