/**
 * Free mail hosts refused by the sign-in and sign-up forms (DESIGN §11 reading of spec §5).
 * The server refuses these and more, with the same message.
 */
export const FREE_EMAIL_HOSTS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'mail.com',
  'protonmail.com',
  'zoho.com',
  'yandex.com',
  'gmx.com',
];

export const BUSINESS_EMAIL_MESSAGE =
  'Please enter a valid business email address, not from a free email provider.';

/** True when the domain after the at-sign, lowercased, exists and is not a free mail host. */
export function isBusinessEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain) return false;
  return !FREE_EMAIL_HOSTS.includes(domain);
}
