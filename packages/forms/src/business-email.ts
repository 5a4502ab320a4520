import { FREE_MAIL_HOSTS } from '@pulse/catalog';

/**
 * True when the domain after the at-sign, lowercased, exists and is not one of the free-mail hosts
 * the forms refuse (the server refuses these and more). A module without yup: the valibot rule of
 * the sign-in form (email-rule.ts) uses it too.
 */
export function isBusinessEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain) return false;
  return !FREE_MAIL_HOSTS.includes(domain);
}
