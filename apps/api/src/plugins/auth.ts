/**
 * Request authentication (docs/architecture.md §4, docs/api-contract.md).
 *
 * - `app.authenticate`: preHandler for dashboard endpoints; needs `Authorization: Bearer <jwt>` whose
 *   session (`sid`) is not revoked and whose `tv` equals the member's current tokenVersion. Sets
 *   `request.member`, `request.sessionId` and `request.client` (the member's tenant).
 * - `app.lookupAuth`: preHandler for lookup endpoints (added by later features); accepts either a
 *   dashboard session (bearer + `licensekey` = the caller's current key; requestType "dashboard") or
 *   an API key alone (`licensekey` + `clientid` headers; requestType "api"). Sets `request.client`,
 *   `request.requestType`, `request.apiKeyPrefix`, `request.apiKeyMasked` and `request.apiKeyMode`.
 *   Besides the License Key, any named key of the client is accepted (services/api-keys.ts: expiry
 *   401 API_KEY_EXPIRED, allow-list 403 IP_NOT_ALLOWED, a rolled key until its grace period ends).
 * - `app.readAuth`: preHandler for the dashboard reads (reports, counts, billing, geo): the same two
 *   modes, except that a session alone (no `licensekey`) is enough; a `licensekey` sent with a
 *   session must still be one of the caller's valid keys.
 *
 * Each of them also resolves the request's mode (`request.mode`, domain/mode.ts `resolveMode`) once:
 * the services take it in a `Scope` (`requireScope`) or `Caller`, so a test key never reads, deletes
 * or is charged for live data whatever route it calls.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientRow, MemberRow } from '../db/schema/index.js';
import { MODE_HEADER, asMode, resolveMode, type Mode, type Scope } from '../domain/mode.js';
import { AppError, invalidToken } from '../lib/errors.js';
import { verifySession } from '../lib/jwt.js';
import { maskApiKey } from '../lib/reference-id.js';
import { LAST_SEEN_INTERVAL_MS } from '../repositories/sessions.js';
import type { Caller } from '../services/lookups.js';

export type RequestType = 'dashboard' | 'api';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    /** `authenticate`, also reading the client's current API key into `request.currentApiKey`. */
    authenticateWithKey: preHandlerAsyncHookHandler;
    lookupAuth: preHandlerAsyncHookHandler;
    readAuth: preHandlerAsyncHookHandler;
    /**
     * Resolves the request's bearer token to its member (once per request; sets `request.member`
     * and `request.sessionId`). @throws 401 INVALID_TOKEN
     */
    sessionMember(req: FastifyRequest): Promise<MemberRow>;
  }
  interface FastifyRequest {
    client: ClientRow | null;
    /** The signed-in member; null for an API-key call or a public route. */
    member: MemberRow | null;
    /** The server-side session of the bearer token (`sid`). */
    sessionId: string | null;
    requestType: RequestType | null;
    apiKeyPrefix: string | null;
    /** The key of the request, masked for reports (`pk_live_abcd…wxyz`); null for a session alone. */
    apiKeyMasked: string | null;
    /** The mode of the request's key (`live`/`test`); null for a session alone. */
    apiKeyMode: 'live' | 'test' | null;
    /**
     * The mode the request acts in (domain/mode.ts `resolveMode`), set by every auth preHandler;
     * `live` before one ran.
     */
    mode: Mode;
    /** Set by `authenticateWithKey`: the client's current key in plain text, if it has one. */
    currentApiKey: string | null;
  }
}

const invalidApiKey = (message = 'Invalid API key') =>
  new AppError(401, 'INVALID_API_KEY', message);

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() || undefined;
}

/** The caller of a request that passed `lookupAuth` or `readAuth`, as the services take it. */
export function requireCaller(req: FastifyRequest): Caller {
  return {
    client: requireClient(req),
    requestType: req.requestType ?? 'api',
    apiKeyMasked: req.apiKeyMasked,
    mode: req.mode,
  };
}

/** The client and mode whose data a request that passed an auth preHandler may touch. */
export function requireScope(req: FastifyRequest): Scope {
  return { client: requireClient(req), mode: req.mode };
}

/**
 * The mode the caller asks for: the `mode` query, else the Pulse-Mode header (the dashboard's
 * Test/Live switch). @throws 400 VALIDATION_ERROR for a header other than `live` or `test`
 */
function askedMode(req: FastifyRequest): Mode | undefined {
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = asMode(query?.mode);
  if (fromQuery) return fromQuery;
  const raw = header(req, MODE_HEADER);
  if (raw === undefined) return undefined;
  const fromHeader = asMode(raw.toLowerCase());
  if (!fromHeader)
    throw new AppError(400, 'VALIDATION_ERROR', 'The Pulse-Mode header must be live or test');
  return fromHeader;
}

/** The signed-in member of a request that passed `authenticate` (or a session through the others). */
export function requireMember(req: FastifyRequest): MemberRow {
  if (!req.member) throw invalidToken();
  return req.member;
}

/** The session id of a request that passed `authenticate`. */
export function requireSessionId(req: FastifyRequest): string {
  if (!req.sessionId) throw invalidToken();
  return req.sessionId;
}

/** The authenticated client of a request that passed `authenticate` or `lookupAuth`. */
export function requireClient(req: FastifyRequest): ClientRow {
  if (!req.client) throw invalidToken();
  return req.client;
}

export default fp(
  async (app) => {
    app.decorateRequest('client', null);
    app.decorateRequest('member', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('requestType', null);
    app.decorateRequest('apiKeyPrefix', null);
    app.decorateRequest('apiKeyMasked', null);
    app.decorateRequest('apiKeyMode', null);
    app.decorateRequest('currentApiKey', null);
    app.decorateRequest('mode', 'live');

    /** The verified claims of the bearer token, or throws 401 INVALID_TOKEN. */
    async function bearerClaims(req: FastifyRequest) {
      const auth = header(req, 'authorization');
      const match = auth && /^Bearer\s+(\S+)$/i.exec(auth);
      if (!match?.[1]) throw invalidToken();
      const claims = await verifySession(match[1], app.config.jwtSecret);
      if (!claims) throw invalidToken();
      return claims;
    }

    /**
     * Resolves the bearer token to its member and session (once per request), or throws 401
     * INVALID_TOKEN: the session must exist, belong to the token's member and not be revoked; the
     * member must still carry the token's version and be verified. Refreshes `last_seen_at` when
     * it is over a minute old, so a busy session costs one write a minute, not one per request.
     */
    async function sessionMember(req: FastifyRequest): Promise<MemberRow> {
      if (req.member && req.sessionId) return req.member;
      const claims = await bearerClaims(req);
      const found = await app.repos.sessions.findWithMember(claims.sid);
      if (
        !found ||
        found.session.revokedAt ||
        found.member.id !== claims.sub ||
        found.member.tokenVersion !== claims.tv ||
        !found.member.emailVerifiedAt
      )
        throw invalidToken();
      if (Date.now() - found.session.lastSeenAt.getTime() > LAST_SEEN_INTERVAL_MS)
        await app.repos.sessions.touch(claims.sid);
      req.member = found.member;
      req.sessionId = claims.sid;
      return found.member;
    }

    app.decorate('sessionMember', sessionMember);

    /** Resolves the bearer token to the member's client, or throws 401 INVALID_TOKEN. */
    async function sessionClient(req: FastifyRequest): Promise<ClientRow> {
      const member = await sessionMember(req);
      const client = await app.repos.clients.findById(member.tenantId);
      if (!client) throw invalidToken();
      return client;
    }

    app.decorate('authenticate', async function (req: FastifyRequest) {
      req.client = await sessionClient(req);
      req.mode = resolveMode(null, askedMode(req));
    });

    app.decorate('authenticateWithKey', async function (req: FastifyRequest) {
      const member = await sessionMember(req);
      const found = await app.repos.apiKeys.clientWithCurrentKey(member.tenantId);
      if (!found) throw invalidToken();
      req.client = found.client;
      req.currentApiKey = found.apiKey ?? null;
      req.mode = resolveMode(null, askedMode(req));
    });

    /** Both modes; `keyOptional` lets a session without `licensekey` through (reads). */
    async function keyOrSession(req: FastifyRequest, keyOptional: boolean): Promise<void> {
      const key = header(req, 'licensekey');
      const clientIdHeader = header(req, 'clientid');
      if (header(req, 'authorization')) {
        const client = await sessionClient(req);
        if (key) {
          const accepted = await app.services.apiKeys.authenticate(key, req.ip);
          if (accepted.client.id !== client.id) throw invalidApiKey();
          req.apiKeyMode = accepted.access.mode;
        } else if (!keyOptional) {
          throw invalidApiKey('The licensekey header is required');
        }
        if (clientIdHeader && clientIdHeader !== client.clientId) {
          throw new AppError(403, 'FORBIDDEN', 'clientid does not belong to the signed-in client');
        }
        req.client = client;
        req.requestType = 'dashboard';
      } else {
        if (!key || !clientIdHeader)
          throw invalidApiKey('The licensekey and clientid headers are required');
        const accepted = await app.services.apiKeys.authenticate(key, req.ip);
        const owner = accepted.client;
        req.apiKeyMode = accepted.access.mode;
        if (owner.clientId !== clientIdHeader)
          throw new AppError(403, 'FORBIDDEN', 'clientid does not match this API key');
        req.client = owner;
        req.requestType = 'api';
      }
      if (key) {
        req.apiKeyPrefix = key.slice(0, 12);
        req.apiKeyMasked = maskApiKey(key);
      }
      // A key alone binds the request to its mode; inside a session only a test key does (the
      // dashboard sends its live License Key on every call, also while its Test switch is on).
      const boundBy =
        req.requestType === 'api' ? req.apiKeyMode : req.apiKeyMode === 'test' ? 'test' : null;
      req.mode = resolveMode(boundBy, askedMode(req));
    }

    app.decorate('lookupAuth', async function (req: FastifyRequest) {
      await keyOrSession(req, false);
    });

    app.decorate('readAuth', async function (req: FastifyRequest) {
      await keyOrSession(req, true);
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
