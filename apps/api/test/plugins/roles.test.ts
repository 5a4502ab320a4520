// The roles plugin fails closed (plugins/roles.ts): an /api route without a rule in
// routes/access.ts stops the app from starting instead of being open to every role.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import roles from '../../src/plugins/roles.js';

/** A bare app with the roles plugin behind a stand-in for the auth plugin it depends on. */
function appWith(route: string) {
  const app = Fastify({ logger: false });
  void app.register(fp(async () => {}, { name: 'auth' }));
  void app.register(roles);
  void app.register(async (scope) => {
    scope.get(route, async () => ({ ok: true }));
  });
  return app;
}

describe('roles plugin', () => {
  it('refuses to start with an /api route that declares no rule', async () => {
    const app = appWith('/api/nobody-declared-this');
    await expect(app.ready()).rejects.toThrow(
      'GET /api/nobody-declared-this has no role rule: declare it in routes/access.ts',
    );
    await app.close();
  });

  it('starts with a declared public route and lists it with its rule', async () => {
    const app = appWith('/api/health');
    await app.ready();
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
