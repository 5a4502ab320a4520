import { check, nonEmpty, pipe, regex, string, trim } from 'valibot';
import { FREE_EMAIL_MESSAGE } from '@pulse/catalog';
import { isBusinessEmail } from './business-email';

/**
 * The address pattern of yup's `string().email()`, which is the HTML standard's "valid e-mail
 * address": the valibot rule below accepts exactly what the yup rule (`businessEmailField`) does.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * `businessEmailField` (spec §5: required, valid, business domain) as a valibot pipe, with the same
 * messages in the same order, for the forms validated with `validateWithValibot`.
 */
export function businessEmailRule() {
  return pipe(
    string(),
    trim(),
    nonEmpty('Email is required'),
    regex(EMAIL_PATTERN, 'Invalid email address'),
    check(isBusinessEmail, FREE_EMAIL_MESSAGE),
  );
}
