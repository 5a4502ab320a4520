/**
 * GET /api/geo/ip: the caller's approximate location from its own IP address (docs/architecture.md §6: the address
 * forms' fallback, instead of a third-party service). Not metered, no report. Private and loopback
 * addresses have null coordinates.
 *
 * `accuracyKm` is a nominal radius for the precision the city database reached (city 50 km,
 * region 200 km, country 1000 km); DB-IP Lite itself publishes no per-network radius.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../schemas.js';

const N = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

const GeoIp = Type.Object({
  ip: Type.String(),
  latitude: N(Type.Number()),
  longitude: N(Type.Number()),
  city: N(Type.String()),
  countryCode: N(Type.String()),
  accuracyKm: N(Type.Number({ description: 'Nominal radius of the estimate' })),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/geo/ip',
    {
      schema: {
        tags: ['geo'],
        summary: "Approximate location of the caller's IP address (not metered)",
        security: [{ bearerAuth: [] }, { licenseKey: [], clientId: [] }] as Array<
          Record<string, string[]>
        >,
        response: { 200: GeoIp, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => app.services.lookups.locate(req.ip),
  );
};

export default routes;
