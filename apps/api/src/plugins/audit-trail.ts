/**
 * The audit trail of the API's changes, declared per route (docs/adr/0014-audit-trail-declared-per-route.md).
 *
 * A route that changes something security-relevant says so in its config:
 *
 * - `audit: { action, target?, detail? }`: this plugin records one entry when the route answers
 *   with a 2xx or 3xx status, before the answer leaves, with the signed-in member as actor, the
 *   tenant, the target and detail the declaration picks from the request and the handler's
 *   answer, the IP, user agent and request id;
 * - `audit: { recordedBy: 'service', actions }`: the service writes the entry itself, because
 *   only it knows the facts (a failed sign-in, the role a member had before, a payment credited
 *   by the provider); `actions` names what it writes, for the readers of the route.
 *
 * Every declaration is kept in `app.auditDeclarations` (by `METHOD url`), so a test can walk the
 * OpenAPI document and find each changing operation that records nothing.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '../services/audit.js';
import { requestMeta } from '../routes/request-meta.js';

/** An entry this plugin writes for a successful call of the route. */
export interface RouteAudit<P = unknown> {
  action: AuditAction;
  /** The action of this answer when a route's answers record different ones; default `action`. */
  actionOf?: (req: FastifyRequest, payload: P) => AuditAction;
  /** What was changed, in words (never a secret); default: none. */
  target?: (req: FastifyRequest, payload: P) => string | null | undefined;
  /** Small JSON facts of the change (never a secret). */
  detail?: (req: FastifyRequest, payload: P) => Record<string, unknown> | undefined;
}

/** The route's service writes its entries (with facts only the service has). */
export interface ServiceAudit {
  recordedBy: 'service';
  actions: readonly AuditAction[];
}

export type AuditDeclaration = RouteAudit | ServiceAudit;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the audit log records of a successful call (plugins/audit-trail.ts). */
    audit?: AuditDeclaration;
  }
  interface FastifyInstance {
    /** The audit declaration of every route, by `METHOD url` (url as registered, `:param`). */
    auditDeclarations: Map<string, AuditDeclaration | undefined>;
  }
  interface FastifyRequest {
    /** The handler's answer before serialisation, kept for the audit declaration. */
    auditPayload: unknown;
  }
}

/**
 * Typed route config for an entry this plugin writes: `config: audited<Answer>({ ... })`.
 * @param declaration the action and how to name its target and detail from the answer `P`
 */
export function audited<P>(declaration: RouteAudit<P>): { audit: AuditDeclaration } {
  return { audit: declaration as RouteAudit };
}

/** Route config of a route whose service records `actions` itself. */
export function auditedByService(...actions: AuditAction[]): { audit: AuditDeclaration } {
  return { audit: { recordedBy: 'service', actions } };
}

export default fp(
  async (app) => {
    const declarations = new Map<string, AuditDeclaration | undefined>();
    app.decorate('auditDeclarations', declarations);
    app.decorateRequest('auditPayload', undefined);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const audit = (route.config as { audit?: AuditDeclaration } | undefined)?.audit;
      for (const m of methods) declarations.set(`${m} ${route.url}`, audit);
    });

    app.addHook('preSerialization', async (req, _reply, payload) => {
      if (req.routeOptions.config.audit) req.auditPayload = payload;
      return payload;
    });

    // onSend, not onResponse: the entry is written before the caller gets the answer, so a caller
    // that reads the log right after its change finds the entry.
    app.addHook('onSend', async (req, reply, payload) => {
      const audit = req.routeOptions.config.audit;
      if (!audit || 'recordedBy' in audit || reply.statusCode >= 400) return payload;
      const tenantId = req.client?.id ?? req.member?.tenantId;
      if (!tenantId) {
        req.log.error({ action: audit.action }, 'audit event without a tenant not recorded');
        return payload;
      }
      const meta = requestMeta(req);
      let target: string | null | undefined;
      let detail: Record<string, unknown> | undefined;
      let action = audit.action;
      try {
        action = audit.actionOf?.(req, req.auditPayload) ?? action;
        target = audit.target?.(req, req.auditPayload);
        detail = audit.detail?.(req, req.auditPayload);
      } catch (err) {
        // A declaration that cannot read an unusual answer still leaves the entry, without them.
        req.log.error({ err, action: audit.action }, 'audit target could not be read');
      }
      await app.services.audit.record({
        tenantId,
        actorMemberId: req.member?.id ?? null,
        actorEmail: req.member?.email ?? null,
        action,
        target: target ?? null,
        ...meta,
        ...(detail ? { detail } : {}),
      });
      return payload;
    });
  },
  { name: 'audit-trail', dependencies: ['services'] },
);

/** A path parameter of the request as text (targets name what a call changed). */
export function param(req: FastifyRequest, name: string): string {
  return String((req.params as Record<string, unknown> | undefined)?.[name] ?? '');
}
