import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/**
 * Where the shell shows the Services Demo (spec §2; @pulse/remote-contracts `RemoteRoutes`,
 * docs/delivery.md "Routes"): its own sub-paths below `/demo`, for the roles that may call the
 * services (docs/api-contract.md "Roles"; the API enforces the same). Data only: the shell loads
 * this module after sign-in to route. Its sidebar entry is the shell's (spec §2).
 */
export const remoteRoutes = {
  routes: [
    {
      path: 'demo/*',
      page: 'DemoPage',
      title: 'Services Demo',
      roles: ['owner', 'admin', 'developer'],
    },
  ],
} as const satisfies RemoteRoutesOf<'demo'>;
