/** Clients for lookup/report tests: a verified user with its token, clientId and API key. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, registerVerifiedUser } from './accounts.js';

export interface Caller {
  email: string;
  token: string;
  clientId: string;
  apiKey: string;
  /** Client uuid (database id). */
  uuid: string;
}

export async function newCaller(app: FastifyInstance, outboxDir: string): Promise<Caller> {
  const u = await registerVerifiedUser(app, outboxDir);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/user-data/profile',
    headers: bearer(u.token),
  });
  const client = await app.repos.clients.findByEmail(u.email);
  if (!client) throw new Error('client not found');
  return {
    email: u.email,
    token: u.token,
    clientId: u.clientId,
    apiKey: profile.json().apiKey as string,
    uuid: client.id,
  };
}

/**
 * A bare client row (no member, no key, no session) for repository tests, named `fullName`.
 * @returns the client's uuid
 */
export async function insertClient(
  app: FastifyInstance,
  fullName: string,
  email: string,
): Promise<string> {
  const { repos } = app;
  const row = await repos.transaction((tx) =>
    repos.clients.insert(tx, {
      fullName,
      email,
      companyName: 'Acme',
      contactNumber: '+441234567890',
      country: 'GB',
    }),
  );
  return row.id;
}

/** Headers of the dashboard mode (session + licensekey). */
export const session = (c: Caller) => ({
  authorization: `Bearer ${c.token}`,
  licensekey: c.apiKey,
});
/** Headers of the API-key-only mode. */
export const apiKey = (c: Caller) => ({ licensekey: c.apiKey, clientid: c.clientId });

export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export type PulseAnswer = Record<
  string,
  {
    report: {
      referenceID: string;
      requestDateTime: string;
      jsonResponse: {
        results: {
          status: string;
          message: string;
          response: Record<string, unknown>;
          reasons: string[];
          sources: unknown[];
        };
      };
    };
  }
>;

/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** The single `{ report }` of a lookup answer, whatever its pulse key. */
export function reportOf(answer: unknown) {
  return must(Object.values(answer as PulseAnswer)[0], 'lookup answer').report;
}
