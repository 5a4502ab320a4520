import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@pulse/router';
import type { RouteObject } from '@pulse/router';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { sessionAtom } from '@pulse/auth';
import type { SessionUser } from '@pulse/auth';
import { AppProvider } from '../app/provider';

export const testUser: SessionUser = {
  token: 'token-1',
  apiKey: 'pk_test_1',
  clientId: 'client-1',
  fullName: 'Ana Lima',
  email: 'ana@acme.io',
  companyName: 'Acme',
  services: { fraudEngine: false },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

export function signInAs(user: SessionUser | null) {
  getDefaultStore().set(sessionAtom, user ?? RESET);
}

/** Renders routes in a memory router inside the app's providers, with a `user` (userEvent). */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, ...utils };
}
