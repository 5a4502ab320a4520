import { object, string } from 'yup';
import { businessEmailField, passwordField } from '@pulse/forms';

/** The request form of a reset link: the sign-in e-mail rule (spec §5 Login). */
export const forgotPasswordSchema = object({ email: businessEmailField() });
export type ForgotPasswordValues = { email: string };

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords must match';

/** The new password of a reset: the sign-up password rules (spec §5 Signup) and a repeat. */
export const resetPasswordSchema = object({
  password: passwordField(),
  confirmPassword: string()
    .required('Please confirm your password')
    .test('same', PASSWORDS_DIFFER_MESSAGE, function same(value) {
      return value === (this.parent as { password?: string }).password;
    }),
});
export type ResetPasswordValues = { password: string; confirmPassword: string };
