/** Members of a test client with a given role, signed in (until invitations create them). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MemberRole } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/password.js';
import type { Config } from '../../src/config.js';
import { PASSWORD, post, uniqueEmail } from './accounts.js';

export interface TestMember {
  email: string;
  role: MemberRole;
  token: string;
}

/** Adds a verified member with `role` to the client `tenantId` and signs them in. */
export async function addMember(
  app: FastifyInstance,
  config: Config,
  tenantId: string,
  role: MemberRole,
): Promise<TestMember> {
  const email = uniqueEmail(role);
  const passwordHash = await hashPassword(PASSWORD, config.scrypt);
  await app.repos.transaction((tx) =>
    app.repos.members.insert(tx, {
      tenantId: tenantId,
      email,
      passwordHash,
      fullName: `A ${role}`,
      role,
      emailVerifiedAt: new Date(),
    }),
  );
  const login = await post(app, '/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return { email, role, token: (login.json() as { token: string }).token };
}
