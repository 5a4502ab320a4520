import { object, string } from 'yup';
import { businessEmailField } from './email-field';

export const LOGIN_PASSWORD_MIN = 6;

/** Sign-in form rules and messages (spec §5 Login). */
export const loginSchema = object({
  email: businessEmailField(),
  password: string()
    .required('Password is required')
    .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`),
});

export type LoginValues = { email: string; password: string };
