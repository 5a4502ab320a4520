import type { LoginSession, Profile } from '@pulse/api-client';
import type { SessionUser } from '@pulse/auth';

/** The user slice stored after login: the token, then the profile's apiKey, clientId and flags. */
export function toSessionUser(
  token: string,
  login: LoginSession['user'],
  profile: Profile,
): SessionUser {
  return {
    token,
    apiKey: profile.apiKey,
    clientId: profile.clientId ?? login.clientId,
    services: profile.services ?? login.services,
    fraudEngineServices: profile.fraudEngineServices ?? login.fraudEngineServices,
    fullName: profile.fullName ?? login.fullName,
    email: profile.email ?? login.email,
    companyName: profile.companyName ?? login.companyName,
    role: profile.role ?? login.role,
  };
}
