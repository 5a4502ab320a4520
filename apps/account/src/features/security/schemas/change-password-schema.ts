import { object, string } from 'yup';
import { passwordField } from '@pulse/forms';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords must match';

/** Change password: the current one, and a new one under the sign-up rules (spec §5 Signup). */
export const changePasswordSchema = object({
  currentPassword: string().required('Current password is required'),
  newPassword: passwordField('New password'),
  confirmPassword: string()
    .required('Please confirm your new password')
    .test('same', PASSWORDS_DIFFER_MESSAGE, function same(value) {
      return value === (this.parent as { newPassword?: string }).newPassword;
    }),
});
export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
