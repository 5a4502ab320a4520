/**
 * The license key's one call as TanStack mutation options (the key itself is the session's). A
 * regeneration makes the old key useless at once, so its caller invalidates `['license-key']`.
 */
import { mutationOptions } from '@tanstack/react-query';
import { regenerateApiKey } from '../endpoints/accounts';

/** `POST /user-data/regenerate-api-key` → `{ newApiKey }`. */
export function regenerateLicenseKeyMutation() {
  return mutationOptions({
    mutationKey: ['license-key', 'regenerate', {}] as const,
    mutationFn: () => regenerateApiKey(),
  });
}
