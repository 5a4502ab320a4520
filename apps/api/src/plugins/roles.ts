/**
 * Role enforcement (docs/api-contract.md "Roles"). Every route is looked up in
 * routes/access.ts when it is registered; a route with a role rule gets a preValidation check, so
 * a member whose role is not allowed gets 403 ROLE_FORBIDDEN before the body is even validated
 * (the answer does not depend on what was sent). Requests without a session (API-key calls,
 * public pages) pass untouched: the route's own authentication answers them. An /api route with
 * no rule at all stops the app at start (fail closed), so a forgotten declaration cannot ship.
 *
 * `app.routeAccess` lists every registered route with its rule (undefined = none declared), for
 * the role-matrix test.
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { MemberRole } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { ROUTE_ACCESS, type Access } from '../routes/access.js';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

export const ROLE_FORBIDDEN_MESSAGE = 'Your role does not allow this. Ask an owner or admin.';

/** 403 ROLE_FORBIDDEN: the member is signed in, but the role lacks this right. */
export const roleForbidden = (): AppError =>
  new AppError(403, 'ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);

/**
 * Whether a route must declare a role rule in routes/access.ts: every /api route but the OpenAPI
 * pages. One rule for the start-up check below and the role-matrix test.
 */
export const needsRoleRule = (url: string): boolean =>
  url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Whether `role` may call a route with rule `access`. */
export function allows(access: Access, role: MemberRole): boolean {
  return access === 'public' || access.includes(role);
}

export default fp(
  async (app) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);

    const guards = new Map<string, preValidationAsyncHookHandler>();
    function guardFor(roles: readonly MemberRole[]): preValidationAsyncHookHandler {
      const key = roles.join(',');
      let guard = guards.get(key);
      if (!guard) {
        guard = async function (req: FastifyRequest) {
          if (!req.headers.authorization) return;
          const member = await app.sessionMember(req);
          if (!roles.includes(member.role)) throw roleForbidden();
        };
        guards.set(key, guard);
      }
      return guard;
    }

    app.addHook('onRoute', (opts) => {
      const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
      const access = methods
        // HEAD is answered by the GET handler, so it follows the GET rule.
        .map((m) => ROUTE_ACCESS[`${m === 'HEAD' ? 'GET' : m} ${opts.url}`])
        .find((a) => a !== undefined);
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: opts.url, access });
      }
      // Fail closed: an /api route nobody declared would otherwise be open to every role.
      if (access === undefined && needsRoleRule(opts.url))
        throw new Error(
          `${methods.join(',')} ${opts.url} has no role rule: declare it in routes/access.ts`,
        );
      if (access === undefined || access === 'public') return;
      const existing = opts.preValidation;
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      opts.preValidation = [guardFor(access), ...list];
    });
  },
  { name: 'roles', dependencies: ['auth'] },
);
