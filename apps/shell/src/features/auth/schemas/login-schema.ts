import { minLength, nonEmpty, object, pipe, string } from 'valibot';
import { businessEmailRule } from '@pulse/forms';

export const LOGIN_PASSWORD_MIN = 6;

/**
 * Sign-in form rules and messages (spec §5 Login). In valibot, not yup like the other forms: the
 * sign-in page must be interactive with little JavaScript (its light entry); the e-mail rule says what sign-up's yup rule says.
 */
export const loginSchema = object({
  email: businessEmailRule(),
  password: pipe(
    string(),
    nonEmpty('Password is required'),
    minLength(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`),
  ),
});

export type LoginValues = { email: string; password: string };
