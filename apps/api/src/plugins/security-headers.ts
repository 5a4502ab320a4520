/**
 * Secure response defaults (docs/api-contract.md, "Headers"):
 * - helmet's headers on every response (nosniff, frame-ancestors 'none' / X-Frame-Options DENY,
 *   HSTS, referrer policy, CSP; pages that need another CSP set their own). The middleware is
 *   built once and applied in an onRequest hook: the Fastify wrapper (@fastify/helmet) builds it
 *   again, parsing the CSP, on every request;
 * - `Cache-Control: no-store` on every API answer unless a route chose otherwise: nearly all of them
 *   carry personal data or secrets (profile and API key, session tokens, reports), and a default
 *   cannot be forgotten by the next route;
 * - methods the API never serves (TRACE, QUERY, CONNECT, …) answer 405 METHOD_NOT_ALLOWED with an
 *   `Allow` header, before any body is read. Node hands CONNECT to the server's `connect` event
 *   instead of its request handler, and closes the socket when nothing listens: the listener below
 *   routes it through Fastify like any other request, then closes the connection (no tunnel).
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** The methods some route of the API answers. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export default fp(
  async (app) => {
    app.addHook('onRequest', async (req, reply) => {
      if (!ALLOWED_METHODS.includes(req.method)) {
        reply.header('allow', ALLOWED_METHODS.join(', '));
        throw new AppError(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed`);
      }
    });
    app.server.on('connect', (req: IncomingMessage, duplex: Duplex) => {
      // The http server hands over a net.Socket, typed as the Duplex it is for HTTP/2 tunnels.
      const socket = duplex as Socket;
      socket.on('error', () => socket.destroy());
      // Out of the HTTP parser's hands, the server's timeouts no longer cover this socket.
      socket.setTimeout(10_000, () => socket.destroy());
      const res = new ServerResponse(req);
      // A CONNECT answer ends the exchange: whatever the client sends next is not a request.
      res.shouldKeepAlive = false;
      res.assignSocket(socket);
      res.on('finish', () => {
        res.detachSocket(socket);
        socket.end();
      });
      app.routing(req, res);
    });
    const secureHeaders = helmet({
      // A JSON API: nothing of ours may be framed, and cross-origin reads go through CORS only.
      frameguard: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      contentSecurityPolicy: {
        directives: { 'frame-ancestors': ["'none'"] },
      },
    });
    app.addHook('onRequest', (req, reply, done) => {
      secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
    app.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
